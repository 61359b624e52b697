/**
 * The regulatory and market facts the pages state, one record per fact, read from
 * `src/data/sources.yml` (`checkedFacts`). A page cites a fact where it states its figure with
 * `<Source id="imbalance-price-cap" />`: the build renders a marker there that shows the primary
 * source and the day someone checked it (src/plugins/remark-sources.ts), and the pages' Markdown
 * twins say the same in words (src/markdown/convert.ts).
 *
 * - `id`: lowercase and hyphens; pages cite it, so it is never renamed once published.
 * - `title`: the primary source as a reader would name it, in each language.
 * - `source`: its address; `via`: public reports read where the primary document was not at hand.
 * - `checked`: the day a person last checked the fact against its source (YYYY-MM-DD);
 *   `review_every`: how long the fact holds (`3 months` for prices and outlooks that move);
 *   npm run tools -- content:due lists the facts past `checked + review_every`.
 * - `pages`: the Japanese pages that state the fact; each must cite it, and so must its twin.
 * - `figures`: optional, one regular expression per language (English ignores case) that finds the fact's figure in a
 *   page; npm run tools -- check:content fails where a page states it without citing the fact.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';

export type SourceLocale = 'ja' | 'en';

export type CheckedFact = {
  id: string;
  title: Record<SourceLocale, string>;
  fact: string;
  source: string;
  via?: string[];
  checked: string;
  review_every: string;
  figures?: Record<SourceLocale, string>;
  /** The Japanese pages that state the fact; each cites it (npm run tools -- check:content). */
  pages?: string[];
};

type SourcesFile = {checkedFacts: CheckedFact[]};

/** The facts of a `sources.yml` text, with what is wrong with any record said so a writer can fix it. */
export function parseFacts(text: string): CheckedFact[] {
  const facts = (yaml.load(text, {schema: yaml.JSON_SCHEMA}) as SourcesFile).checkedFacts ?? [];
  const seen = new Set<string>();
  for (const [index, fact] of facts.entries()) {
    const where = `src/data/sources.yml checkedFacts[${index}]${fact.id ? ` (${fact.id})` : ''}`;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(fact.id ?? ''))
      throw new Error(`${where}: id must be lowercase words joined by hyphens`);
    if (seen.has(fact.id)) throw new Error(`${where}: id is used twice`);
    seen.add(fact.id);
    if (!fact.title?.ja || !fact.title?.en)
      throw new Error(`${where}: needs title.ja and title.en (the source as a reader names it)`);
    if (!/^https?:\/\//.test(fact.source ?? ''))
      throw new Error(`${where}: source must be the primary source's URL`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(fact.checked)))
      throw new Error(`${where}: checked must be a date, YYYY-MM-DD`);
    if (!/^[1-9]\d* (?:day|week|month|year)s?$/.test(fact.review_every ?? ''))
      throw new Error(`${where}: review_every must be a period such as "6 months"`);
  }
  return facts;
}

const sourcesFile = new URL('./sources.yml', import.meta.url);

/** The site's facts by id. */
export const checkedFacts: ReadonlyMap<string, CheckedFact> = new Map(
  parseFacts(readFileSync(sourcesFile, 'utf8')).map((fact) => [fact.id, fact]),
);

/** The words around a marker, in each language. */
export const sourceLabels = {
  ja: {marker: '出典', separator: '：', comma: '、'},
  en: {marker: 'Source', separator: ': ', comma: ', '},
} as const;

/**
 * The day someone checked a fact, as each language writes a date in prose (style.md):
 * 2026年11月27日確認 / Checked 2026-11-27 (`checked 2026-11-27` inside a sentence).
 */
export function checkedOn(
  fact: Pick<CheckedFact, 'checked'>,
  locale: SourceLocale,
  {midSentence = false} = {},
): string {
  const date = String(fact.checked);
  if (locale === 'en') return `${midSentence ? 'checked' : 'Checked'} ${date}`;
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日確認`;
}

/** The fact of `id`, or an error that names the page and the id. */
export function factFor(id: string | undefined, page: string): CheckedFact {
  const fact = id ? checkedFacts.get(id) : undefined;
  if (!fact)
    throw new Error(
      `${page}: <Source id="${id ?? ''}" /> names no fact in src/data/sources.yml (checkedFacts): use one of its ids or add the fact there`,
    );
  return fact;
}
