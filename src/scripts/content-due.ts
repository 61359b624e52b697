/**
 * npm run tools -- content:due: what is due for another check against its primary source.
 * - each fact of src/data/sources.yml (checkedFacts) whose `checked + review_every` is before
 *   today, with its id, the day it fell due, its source and the pages that cite it;
 * - each page of `regulatoryPages` whose `last_reviewed + review_every` is before today (its
 *   dated box says when the page as a whole was checked).
 * It prints and exits 0: something past due is work to plan, not a broken build. Malformed or
 * missing dates are check:content's to fail.
 *
 * Usage: node --import tsx src/scripts/content-due.ts [--today YYYY-MM-DD] [--site <dir>]
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {parseFacts} from '../data/sources';
import {collections, translationPairs} from '../plugins/translation-drift/pairs';
import {isPastDue, reviewDates} from './content/review-dates';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const root = option('--site') ?? new URL('../..', import.meta.url).pathname;
const today = new Date(option('--today') ?? new Date().toISOString().slice(0, 10));
const date = today.toISOString().slice(0, 10);

const sourcesText = readFileSync(join(root, 'src/data/sources.yml'), 'utf8');
const {regulatoryPages} = yaml.load(sourcesText) as {regulatoryPages: string[]};
const facts = parseFacts(sourcesText);

/** The Japanese pages that cite each fact with <Source id="…" />. */
const citedBy = new Map<string, string[]>();
for (const {ja, jaExists} of translationPairs(root)) {
  if (!jaExists) continue;
  for (const [, id] of readFileSync(join(root, ja), 'utf8').matchAll(/<Source\s+id="([^"]*)"/g)) {
    const pages = citedBy.get(id) ?? [];
    if (!pages.includes(ja)) citedBy.set(id, [...pages, ja]);
  }
}

const factsDue: string[] = [];
for (const fact of facts) {
  const review = reviewDates(
    `last_reviewed: ${fact.checked}\nreview_every: ${fact.review_every}`,
    today,
  );
  if ('problem' in review)
    factsDue.push(`${fact.id}: ${review.problem} (npm run tools -- check:content)`);
  else if (isPastDue(review.dates.due, today))
    factsDue.push(
      `${fact.id}: due ${review.dates.due} (checked ${fact.checked}, every ${fact.review_every}) against ${fact.source}; cited on ${(citedBy.get(fact.id) ?? ['no page']).join(', ')}: check it, correct the pages, then set checked to that day`,
    );
}

/** The page and its English twin, as paths relative to the site. */
function withTwin(page: string): string[] {
  const collection = collections(root).find(({ja}) => page.startsWith(`${ja}/`));
  return collection ? [page, `${collection.en}/${page.slice(collection.ja.length + 1)}`] : [page];
}

const pagesDue: string[] = [];
for (const file of regulatoryPages.flatMap(withTwin)) {
  if (!existsSync(join(root, file))) continue;
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(root, file), 'utf8'))?.[1];
  const review = reviewDates(frontMatter ?? '', today);
  if ('problem' in review)
    pagesDue.push(`${file}: ${review.problem} (npm run tools -- check:content)`);
  else if (isPastDue(review.dates.due, today))
    pagesDue.push(
      `${file}: due ${review.dates.due} (last reviewed ${review.dates.lastReviewed}, every ${review.dates.reviewEvery}): check its facts against their primary sources, then set last_reviewed and the dated box to that day`,
    );
}

console.log(
  factsDue.length === 0
    ? `Facts: none past due on ${date} (${facts.length} facts in src/data/sources.yml).`
    : `Facts: ${factsDue.length} of ${facts.length} past due on ${date}:\n- ${factsDue.join('\n- ')}`,
);
console.log(
  pagesDue.length === 0
    ? `Pages: none past due on ${date} (${regulatoryPages.length} regulatory pages and their English twins).`
    : `Pages: ${pagesDue.length} past due on ${date}:\n- ${pagesDue.join('\n- ')}`,
);
