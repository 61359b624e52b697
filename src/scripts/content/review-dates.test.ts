import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isPastDue, regulatoryBox, reviewDates} from './review-dates';

/** A writer dates a regulatory page; the checks read the dates the way a reviewer would. */

const today = new Date('2027-03-01');
const frontMatter = (fields: string) =>
  `title: 提出期限\ndescription: 提出期限の一覧です。\n${fields}`;

describe('review dates in a regulatory page’s front matter', () => {
  test('the next review falls review_every after last_reviewed, and is past due after that day', () => {
    const review = reviewDates(
      frontMatter('last_reviewed: 2026-11-24\nreview_every: 3 months'),
      today,
    );
    assert.ok('dates' in review);
    assert.equal(review.dates.due, '2027-02-24');
    assert.equal(isPastDue(review.dates.due, today), true);
    assert.equal(isPastDue(review.dates.due, new Date('2027-02-24')), false);
  });

  test('weeks, days and years count as periods; a quoted date reads as the date', () => {
    const due = (fields: string) => {
      const review = reviewDates(frontMatter(fields), today);
      return 'dates' in review ? review.dates.due : review.problem;
    };
    assert.equal(due("last_reviewed: '2026-11-24'\nreview_every: 2 weeks"), '2026-12-08');
    assert.equal(due('last_reviewed: 2026-11-24\nreview_every: 1 year'), '2027-11-24');
    assert.equal(due('last_reviewed: 2026-11-24\nreview_every: 30 days'), '2026-12-24');
  });

  test('missing, impossible, future and unitless values are named with what to write', () => {
    const problem = (fields: string) => {
      const review = reviewDates(frontMatter(fields), today);
      return 'problem' in review ? review.problem : 'no problem';
    };
    assert.match(problem('review_every: 6 months'), /front matter needs last_reviewed \(/);
    assert.match(problem(''), /needs last_reviewed and review_every/);
    assert.match(
      problem('last_reviewed: 2026-02-30\nreview_every: 6 months'),
      /"2026-02-30" is not a date/,
    );
    assert.match(
      problem('last_reviewed: 2027-04-01\nreview_every: 6 months'),
      /2027-04-01 is in the future/,
    );
    assert.match(
      problem('last_reviewed: 2026-11-24\nreview_every: half a year'),
      /"half a year" is not a period/,
    );
    assert.match(problem('last_reviewed: 2026-11-24\nreview_every: 0 months'), /not a period/);
  });

  test('the dated box shows the review date in each language', () => {
    assert.equal(regulatoryBox('2026-11-24', 'ja'), ':::info[制度情報：2026年11月24日時点]');
    assert.equal(
      regulatoryBox('2026-11-24', 'en'),
      ':::info[Regulatory information as of November 24, 2026]',
    );
  });
});
