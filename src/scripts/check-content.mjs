#!/usr/bin/env node
/**
 * Content checks that the build cannot make: every Japanese page has an
 * English twin with the same heading structure, front matter is complete,
 * tags come from the area's controlled list, no placeholder text slipped in,
 * and every file compiles as MDX. `--stats` also prints the size of each page.
 *
 * It also keeps the content one can put money on (src/data/sources.yml):
 * - no published doubt ("未確認", "not confirmed", "check before you enter it"): a fact is stated
 *   with its source, or written as Hinata Cloud's modelling assumption;
 * - every page that describes regulation carries `last_reviewed` and `review_every` in its front
 *   matter (the English twin with its Japanese source's date) and exactly one dated box showing
 *   `last_reviewed`, and no other page carries one;
 * - at least `minimumPrimaryShare` of the external links go to primary sources (authorities,
 *   market operators, grid companies, research bodies); the share and the other links are printed;
 * - at most one "illustrative values" disclaimer per page;
 * - every `<Source id="…" />` names a fact of `checkedFacts`, and a page that states a fact's
 *   figure (its `figures` pattern) cites the fact on the line where it first states it; a line that
 *   states a cap in JPY/kWh cites some fact;
 * - a release note's published text keeps the figures it had on its date; changes go into a dated
 *   addendum (src/scripts/content/release-notes.ts).
 *
 * Usage: node --import tsx src/scripts/check-content.mjs [--stats] [path-filter]
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import yaml from 'js-yaml';
import {
  collections as siteCollections,
  pagesIn as pagesInSite,
} from '../plugins/translation-drift/pairs.ts';
import {regulatoryBox, reviewDates} from './content/review-dates.ts';
import {parseFacts} from '../data/sources.ts';
import {checkSiteLinks} from './content/site-links.ts';
import {checkReleaseNotes} from './content/release-notes.ts';

/**
 * Checks the site in `root` and returns its problems, each as `file:line: what is wrong and what
 * to do`; `log` receives what the check prints on the way (the primary-source share, `--stats`).
 * The unit tests call it on small fixture sites, in process.
 */
export async function checkContent({root, filter = '', showStats = false, log = console.log}) {
  /** Japanese source folder → English twin folder (src/facts/areas.ts), and the rules for its pages. */
  const collections = siteCollections(root).map((collection) => ({
    ...collection,
    minSections: collection.isBlog ? 1 : 2,
  }));

  const problems = [];
  const sources = yaml.load(readFileSync(join(root, 'src/data/sources.yml'), 'utf8'));
  const regulatoryPages = new Set(sources.regulatoryPages);
  let facts = [];
  try {
    facts = parseFacts(readFileSync(join(root, 'src/data/sources.yml'), 'utf8'));
  } catch (error) {
    problems.push(error.message);
  }
  const factIds = new Set(facts.map((fact) => fact.id));
  const sourceMarker = /<Source\s+id="([^"]*)"\s*\/>/g;
  /** A cap stated in JPY/kWh: whatever the fact, the line cites its source. */
  const capFigure = {
    ja: /(?:上限|下限)[^。\n]{0,30}?\d円\/kWh|\d円\/kWh[^。\n]{0,12}?(?:の上限|を上限|に上限)/,
    en: /\bcap(?:s|ped)?\b[^.\n]{0,40}?\d JPY\/kWh|\d JPY\/kWh[^.\n]{0,12}?\bcap\b/i,
  };
  const anyRegulatoryBox = /^:::\w+\[(?:制度情報|Regulatory information)/m;

  /** Published doubt: a reader cannot act on it. State the fact with its source, or the assumption. */
  const doubt = {
    ja: /未確認|確認でき(?:てい|ませ|な[いか])|確認が必要|(?<!ゼロ[(（])要確認(?!の(?:コマ|セル|まま)|と判定|データ|[)）])|ご確認ください|確認してから(?:入力|提出|使)|(?:資料|専門家)で?に?確認して|報じられ|確認された公表値|確認を要する/,
    en: /\bnot (?:yet )?(?:been )?confirmed|could not be confirmed|\bunconfirmed|has not (?:yet )?(?:been )?confirmed|\bunverified|\bcheck (?:it|them|the values?[^.]*?) against|before you (?:enter|rely on|use) it|\bconfirm eligibility|has been reported|must be verified|needs? to be verified|(?:value|values) to verify|no verified public figure/i,
  };
  /**
   * Japanese time ranges take 〜 (12:00〜12:30), not an English dash. Checked here rather than by
   * textlint: textlint-plugin-mdx parses ":00" as a text directive, so textlint never sees "12:00".
   */
  const dashedTimeRange = /\d{1,2}:\d{2} ?[–—-] ?\d{1,2}:\d{2}/;
  /** "The values are illustrative": once per page is enough. */
  const disclaimer = {ja: /説明用|例示|架空/, en: /illustrat(?:ive|ion)|\binvented\b|fictitious/i};
  const externalLink = /\]\((https?:\/\/[^)\s]+)\)|href="(https?:\/\/[^"]+)"/g;
  const hostMatches = (host, domains) =>
    domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  const links = {primary: [], other: []};

  const placeholder =
    /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|placeholder text|準備中|近日公開|ダミー|（仮）/i;
  const headingLine = /^(#{2,3}) (.+?)\s*$/;
  const explicitId = /\{\/\* #([a-z0-9][a-z0-9-]*) \*\/\}$/;

  /** A problem, as `file:line: what is wrong and what to do` (the line where there is one). */
  const report = (file, message, line) =>
    problems.push(`${relative(root, file)}${line ? `:${line}` : ''}: ${message}`);
  /** The 1-based line of the first match of `pattern` in `source`. */
  const lineOf = (source, pattern) => {
    const index = source.search(pattern);
    return index < 0 ? undefined : source.slice(0, index).split('\n').length;
  };

  const pagesIn = (dir) => pagesInSite(root, dir);

  function splitFrontMatter(file, source) {
    const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
    if (!match) {
      report(file, 'no front matter');
      return {frontMatter: {}, frontMatterText: '', body: source};
    }
    return {
      frontMatter: yaml.load(match[1]) ?? {},
      frontMatterText: match[1],
      body: source.slice(match[0].length),
    };
  }

  /** The front matter block of a file, or '' when it has none. */
  const frontMatterOf = (file) =>
    /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';

  /** The 1-based line of the `n`th `##`/`###` heading outside code fences (the last line if there are fewer). */
  function headingLineNumber(source, n) {
    let inFence = false;
    let seen = -1;
    const lines = source.split('\n');
    for (const [index, line] of lines.entries()) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (!inFence && headingLine.test(line) && (seen += 1) === n) return index + 1;
    }
    return lines.length;
  }

  /** The `##`/`###` headings outside code fences, with their explicit ids. */
  function headings(body) {
    const out = [];
    let inFence = false;
    for (const line of body.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) continue;
      const match = headingLine.exec(line);
      if (match)
        out.push({level: match[1].length, text: match[2], id: explicitId.exec(match[2])?.[1]});
    }
    return out;
  }

  function tagList(dir, isBlog) {
    const file = join(root, dir, 'tags.yml');
    return existsSync(file)
      ? Object.keys(yaml.load(readFileSync(file, 'utf8')) ?? {})
      : isBlog
        ? []
        : null;
  }

  function stats(lang, body) {
    const text = body.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>/g, '');
    return lang === 'en'
      ? `${text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length} words`
      : `${(text.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length} 字`;
  }

  /**
   * Markers name known facts; the first line that states a fact's figure cites that fact; a line
   * that states a cap in JPY/kWh cites a fact. Front matter, headings, imports and code are not
   * where a marker can go, so they are not read.
   */
  /** The facts each page cites (file → ids). */
  const citedIn = new Map();
  /**
   * The Japanese pages each fact's record says state it (`pages`): each must cite it. Legal pages
   * are the exception: a contract clause names the statute and article it rests on in its own words
   * (民法第548条の4), and a marker inside a clause would read as part of the agreement.
   */
  const statedOn = new Map();
  for (const fact of facts)
    for (const page of (fact.pages ?? []).filter((page) => !page.startsWith('legal/')))
      statedOn.set(page, [...(statedOn.get(page) ?? []), fact.id]);

  function checkSourceMarkers(file, lang, source) {
    const lines = source.split('\n');
    const firstBodyLine = (/^---\n[\s\S]*?\n---\n/.exec(source)?.[0].split('\n').length ?? 1) - 1;
    const cited = new Map();
    const stated = new Map();
    let inFence = false;
    for (let index = firstBodyLine; index < lines.length; index += 1) {
      const line = lines[index];
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence || /^#{1,6} |^import |^export /.test(line)) continue;
      const ids = [...line.matchAll(sourceMarker)].map((match) => match[1]);
      for (const id of ids) {
        if (!factIds.has(id))
          report(
            file,
            `<Source id="${id}" /> names no fact in src/data/sources.yml (checkedFacts): use one of its ids or add the fact there`,
            index + 1,
          );
        if (!cited.has(id)) cited.set(id, index + 1);
      }
      const prose = line.replace(/`[^`\n]*`/g, '');
      for (const fact of facts) {
        if (stated.has(fact.id) || !fact.figures?.[lang]) continue;
        const figure = new RegExp(fact.figures[lang], lang === 'en' ? 'i' : '').exec(prose);
        if (!figure) continue;
        stated.set(fact.id, index + 1);
        if (!ids.includes(fact.id))
          report(
            file,
            `states "${figure[0]}" (${fact.id}) without its source: put <Source id="${fact.id}" /> after the figure on this line (src/data/sources.yml)`,
            index + 1,
          );
      }
      const cap = capFigure[lang].exec(prose);
      if (cap && ids.length === 0)
        report(
          file,
          `states a cap, "${cap[0]}", without its source: put <Source id="…" /> after the figure (src/data/sources.yml)`,
          index + 1,
        );
    }
    citedIn.set(file, new Set(cited.keys()));
  }

  async function checkPage(collection, lang, file) {
    const source = readFileSync(file, 'utf8');
    const {frontMatter, frontMatterText, body} = splitFrontMatter(file, source);
    if (!frontMatter.title)
      report(file, 'front matter has no title: add `title: …` between the --- lines', 1);
    if (!frontMatter.description || String(frontMatter.description).length < 20)
      report(
        file,
        'front matter needs a description of a sentence or more (`description: …`, shown in search results and link previews)',
        1,
      );
    const tags = tagList(lang === 'ja' ? collection.ja : collection.en, collection.isBlog);
    for (const tag of frontMatter.tags ?? []) {
      if (tags && !tags.includes(tag))
        report(
          file,
          `tag "${tag}" is not in the area's tags.yml (${join(lang === 'ja' ? collection.ja : collection.en, 'tags.yml')}): use one of ${tags.join(', ')}, or add it there`,
          lineOf(
            source,
            new RegExp(`^\\s*-\\s*['"]?${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
          ),
        );
    }
    const prose = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
    const doubtHit = doubt[lang].exec(prose);
    if (doubtHit)
      report(
        file,
        `published doubt "${doubtHit[0]}": state the fact with its primary source, or Hinata Cloud's modelling assumption as an assumption`,
      );
    const timeRange = lang === 'ja' && dashedTimeRange.exec(prose.replace(/`[^`\n]*`/g, ''));
    if (timeRange) report(file, `time range "${timeRange[0]}": join times with 〜 in Japanese`);
    const disclaimers = prose.split('\n').filter((line) => disclaimer[lang].test(line));
    if (disclaimers.length > 1)
      report(
        file,
        `${disclaimers.length} lines say the values are illustrative: one such disclaimer per page at most\n    ${disclaimers.map((line) => line.slice(0, 90)).join('\n    ')}`,
      );
    const sourcePath =
      lang === 'ja'
        ? relative(root, file)
        : join(collection.ja, relative(join(root, collection.en), file));
    const boxes = prose.split('\n').filter((line) => anyRegulatoryBox.test(line));
    let citesAuthority = false;
    for (const match of prose.matchAll(externalLink)) {
      const url = match[1] ?? match[2];
      const host = new URL(url).hostname;
      if (hostMatches(host, sources.ownHosts)) continue;
      const primary = hostMatches(host, sources.primaryDomains);
      links[primary ? 'primary' : 'other'].push(`${relative(root, file)}: ${url}`);
      if (primary && !/arxiv|readthedocs|nrel|nlr|iea|nedo|aist|criepi|jma|jmbsc/.test(host))
        citesAuthority = true;
    }
    if (!collection.isBlog) {
      if (regulatoryPages.has(sourcePath)) {
        const review = reviewDates(frontMatterText);
        const fieldLine = lineOf(source, /^(?:last_reviewed|review_every):/m) ?? 1;
        if ('problem' in review) report(file, review.problem, fieldLine);
        else {
          const jaReview =
            lang === 'en' ? reviewDates(frontMatterOf(join(root, sourcePath))) : review;
          if ('dates' in jaReview && jaReview.dates.lastReviewed !== review.dates.lastReviewed)
            report(
              file,
              `last_reviewed ${review.dates.lastReviewed} differs from the Japanese source ${sourcePath} (${jaReview.dates.lastReviewed}): the English page mirrors the Japanese date`,
              fieldLine,
            );
          const box = regulatoryBox(review.dates.lastReviewed, lang);
          if (boxes.length !== 1 || boxes[0] !== box)
            report(
              file,
              `describes regulation: needs exactly one dated box showing last_reviewed, "${box}", found ${boxes.length ? boxes.join(' | ') : 'none'}`,
              lineOf(source, anyRegulatoryBox),
            );
        }
      } else if (boxes.length > 0) {
        report(file, `has a regulatory box but is not in regulatoryPages of src/data/sources.yml`);
      } else if (citesAuthority) {
        report(
          file,
          'cites an authority or market operator: list it in regulatoryPages of src/data/sources.yml and add the dated box',
        );
      }
    }
    checkSourceMarkers(file, lang, source);
    const placeholderHit = placeholder.exec(body);
    if (placeholderHit) report(file, `placeholder text "${placeholderHit[0]}"`);
    const found = headings(body);
    const sections = found.filter((h) => h.level === 2).length;
    if (sections < collection.minSections)
      report(file, `needs at least ${collection.minSections} "##" sections, has ${sections}`);
    for (const h of found.filter((h) => !h.id))
      report(
        file,
        `heading "${h.text}" has no explicit id: end it with {/* #id */}, the id its twin uses`,
        lineOf(source, new RegExp(`^#{2,3} ${h.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm')),
      );
    if (collection.isBlog && !body.includes('{/* truncate */}'))
      report(file, 'release note has no {/* truncate */} marker');
    try {
      // Front matter blanked rather than cut, so the compiler's line numbers are the file's.
      await compile(
        source.replace(/^---\n[\s\S]*?\n---\n/, (frontMatterBlock) =>
          frontMatterBlock.replace(/[^\n]/g, ''),
        ),
        {remarkPlugins: [remarkGfm, remarkMath, remarkDirective]},
      );
    } catch (error) {
      report(
        file,
        `does not compile as MDX: ${error.reason ?? error.message}. Close every JSX tag (<Tabs>…</Tabs>), and write a literal { or < as \\{ or \\< (or in \`code\`)`,
        // Some MDX errors carry no position but name it in the message: "(15:1-15:10)".
        error.line ?? error.place?.start?.line ?? Number(/\((\d+):\d+-/.exec(error.message)?.[1]),
      );
    }
    if (showStats) log(`${relative(root, file).padEnd(100)} ${stats(lang, body)}`);
    return found.map((h) => `${h.level}:${h.id ?? '?'}`);
  }

  for (const collection of collections) {
    const jaPages = pagesIn(collection.ja);
    const enPages = pagesIn(collection.en);
    for (const page of new Set([...jaPages, ...enPages])) {
      const jaFile = join(root, collection.ja, page);
      const enFile = join(root, collection.en, page);
      if (filter && !jaFile.includes(filter) && !enFile.includes(filter)) continue;
      if (!existsSync(jaFile)) {
        report(enFile, `has no Japanese source at ${collection.ja}/${page}`);
        continue;
      }
      if (!existsSync(enFile)) {
        report(
          jaFile,
          `has no English twin at ${collection.en}/${page}: translate it there, then npm run translations -- sync ${collection.en}/${page}`,
        );
        continue;
      }
      const jaStructure = await checkPage(collection, 'ja', jaFile);
      const enStructure = await checkPage(collection, 'en', enFile);
      const jaCited = citedIn.get(jaFile);
      const enCited = citedIn.get(enFile);
      for (const id of statedOn.get(relative(root, jaFile)) ?? [])
        if (!jaCited.has(id))
          report(
            jaFile,
            `states the fact ${id} (its pages in src/data/sources.yml) but never cites it: put <Source id="${id}" /> after the figure or statement, in both languages`,
          );
      const missing = [...jaCited].filter((id) => !enCited.has(id));
      const extra = [...enCited].filter((id) => !jaCited.has(id));
      if (missing.length + extra.length > 0)
        report(
          enFile,
          `cites other facts than its Japanese source ${relative(root, jaFile)}: ${[...missing.map((id) => `add <Source id="${id}" />`), ...extra.map((id) => `${id} is not cited in Japanese`)].join('; ')}`,
        );
      if (jaStructure.join() !== enStructure.join()) {
        const first = jaStructure.findIndex((heading, index) => heading !== enStructure[index]);
        const differing = (jaStructure[first] ?? enStructure[first]).replace(/^\d:/, '');
        report(
          enFile,
          `headings differ from the Japanese source ${relative(root, jaFile)}, first at "${differing}": give both pages the same ##/### headings with the same ids, in the same order\n    ja: ${jaStructure.join(' ')}\n    en: ${enStructure.join(' ')}`,
          headingLineNumber(readFileSync(enFile, 'utf8'), first),
        );
      }
    }
  }

  if (!filter) {
    for (const problem of checkSiteLinks(root))
      report(join(root, problem.file), problem.message, problem.line);
    problems.push(...checkReleaseNotes(root));
  }

  const linkCount = links.primary.length + links.other.length;
  if (!filter && linkCount > 0) {
    const share = links.primary.length / linkCount;
    const summary = `Primary sources: ${links.primary.length} of ${linkCount} external links (${(share * 100).toFixed(1)} %, minimum ${sources.minimumPrimaryShare * 100} %)`;
    log(summary);
    if (links.other.length > 0 && (showStats || share < sources.minimumPrimaryShare))
      log(`Links to other sources:\n  ${links.other.join('\n  ')}`);
    if (share < sources.minimumPrimaryShare)
      problems.push(
        `${summary}: cite the authority, market operator, grid company or research body instead (src/data/sources.yml lists them)`,
      );
  }

  return problems;
}

/** `npm run tools -- check:content [--stats] [path-filter] [--site <dir>]` */
async function main() {
  const args = process.argv.slice(2);
  const siteArgument = args.indexOf('--site');
  const problems = await checkContent({
    root:
      siteArgument >= 0 ? args[siteArgument + 1] : fileURLToPath(new URL('../..', import.meta.url)),
    showStats: args.includes('--stats'),
    filter: args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--site') ?? '',
  });
  if (problems.length > 0) {
    console.error(`Content check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Content check passed.');
}

// Run as a command; imported (by the unit tests), it only defines checkContent.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
