/**
 * When a person last checked a page's regulatory and market facts, and when it is due again.
 *
 * Pages that describe regulation (regulatoryPages in src/data/sources.yml) carry two front matter
 * fields, the English twin with the same date as its Japanese source:
 *
 *   last_reviewed: 2026-11-24   # the day someone checked every fact against its primary source
 *   review_every: 6 months      # how long those facts can be trusted: N days, weeks, months or years
 *
 * The page's dated box shows `last_reviewed` (npm run tools -- check:content holds the two together);
 * npm run tools -- content:due lists the pages whose next review date has passed.
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const period = /^(\d+) (day|week|month|year)s?$/;

export type ReviewDates = {lastReviewed: string; reviewEvery: string; due: string};

/** The raw text of a top-level front matter field (js-yaml would turn a date into a Date). */
function rawField(frontMatter: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(frontMatter);
  return match?.[1].replace(/^(['"])(.*)\1$/, '$2');
}

function parseDate(text: string): Date | undefined {
  const match = isoDate.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

function addPeriod(date: Date, every: string): Date {
  const [, count, unit] = period.exec(every)!;
  const n = Number(count);
  const next = new Date(date);
  if (unit === 'day') next.setUTCDate(next.getUTCDate() + n);
  if (unit === 'week') next.setUTCDate(next.getUTCDate() + 7 * n);
  if (unit === 'month') next.setUTCMonth(next.getUTCMonth() + n);
  if (unit === 'year') next.setUTCFullYear(next.getUTCFullYear() + n);
  return next;
}

/**
 * The review dates of a page from its front matter block (the text between the --- lines), or
 * what is wrong with them, said so that the writer knows what to type.
 */
export function reviewDates(
  frontMatter: string,
  today: Date = new Date(),
): {dates: ReviewDates} | {problem: string} {
  const lastReviewed = rawField(frontMatter, 'last_reviewed');
  const reviewEvery = rawField(frontMatter, 'review_every');
  const missing = [
    lastReviewed === undefined && 'last_reviewed',
    reviewEvery === undefined && 'review_every',
  ].filter(Boolean);
  if (missing.length > 0)
    return {
      problem: `describes regulation: front matter needs ${missing.join(' and ')} (last_reviewed: YYYY-MM-DD, the day a person checked the facts; review_every: e.g. 6 months)`,
    };
  const reviewed = parseDate(lastReviewed!);
  if (!reviewed)
    return {
      problem: `last_reviewed "${lastReviewed}" is not a date: write it as YYYY-MM-DD (the day a person checked the facts)`,
    };
  if (reviewed.getTime() > today.getTime())
    return {
      problem: `last_reviewed ${lastReviewed} is in the future: write the day the facts were checked`,
    };
  if (!period.test(reviewEvery!) || Number(period.exec(reviewEvery!)![1]) === 0)
    return {
      problem: `review_every "${reviewEvery}" is not a period: write a number and days, weeks, months or years (review_every: 6 months)`,
    };
  return {
    dates: {
      lastReviewed: lastReviewed!,
      reviewEvery: reviewEvery!,
      due: addPeriod(reviewed, reviewEvery!).toISOString().slice(0, 10),
    },
  };
}

/** The dated box that shows `lastReviewed` (YYYY-MM-DD), as the page writes it in each language. */
export function regulatoryBox(lastReviewed: string, lang: 'ja' | 'en'): string {
  const date = parseDate(lastReviewed)!;
  return lang === 'ja'
    ? `:::info[制度情報：${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日時点]`
    : `:::info[Regulatory information as of ${date.toLocaleDateString('en-US', {month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC'})}]`;
}

/** Whether a review due on `due` (YYYY-MM-DD) is past on `today`. */
export const isPastDue = (due: string, today: Date): boolean =>
  due < today.toISOString().slice(0, 10);
