/**
 * npm run tools -- content:due: the pages whose regulatory and market facts are due for another check
 * (last_reviewed + review_every is before today), with the file and the date each fell due. It
 * prints and exits 0: a page past due is work to plan, not a broken build. Malformed or missing
 * review dates are check:content's to fail.
 *
 * Usage: node --import tsx src/scripts/content-due.ts [--today YYYY-MM-DD] [--site <dir>]
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {collections} from '../plugins/translation-drift/pairs';
import {isPastDue, reviewDates} from './content/review-dates';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const root = option('--site') ?? new URL('../..', import.meta.url).pathname;
const today = new Date(option('--today') ?? new Date().toISOString().slice(0, 10));

const {regulatoryPages} = yaml.load(readFileSync(join(root, 'src/data/sources.yml'), 'utf8')) as {
  regulatoryPages: string[];
};

/** The page and its English twin, as paths relative to the site. */
function withTwin(page: string): string[] {
  const collection = collections(root).find(({ja}) => page.startsWith(`${ja}/`));
  return collection ? [page, `${collection.en}/${page.slice(collection.ja.length + 1)}`] : [page];
}

const due: string[] = [];
for (const file of regulatoryPages.flatMap(withTwin)) {
  if (!existsSync(join(root, file))) continue;
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(root, file), 'utf8'))?.[1];
  const review = reviewDates(frontMatter ?? '', today);
  if ('problem' in review) due.push(`${file}: ${review.problem} (npm run tools -- check:content)`);
  else if (isPastDue(review.dates.due, today))
    due.push(
      `${file}: due ${review.dates.due} (last reviewed ${review.dates.lastReviewed}, every ${review.dates.reviewEvery}): check its facts against their primary sources, then set last_reviewed and the dated box to that day`,
    );
}

const date = today.toISOString().slice(0, 10);
console.log(
  due.length === 0
    ? `Content review: no page is past due on ${date} (${regulatoryPages.length} regulatory pages and their English twins).`
    : `Content review: ${due.length} pages past due on ${date}:\n- ${due.join('\n- ')}`,
);
