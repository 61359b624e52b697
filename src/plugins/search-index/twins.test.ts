import test from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {twinOfSource, twinSourcePath, twinsOf} from './twins';

const siteDir = join(__dirname, '..', '..', '..');

test('a source has its twin in the other locale, for docs, versioned docs and release notes', () => {
  assert.equal(
    twinSourcePath('@site/technology/operations/solar-forecasts.md', 'ja', 'en'),
    'i18n/en/docusaurus-plugin-content-docs-technology/current/operations/solar-forecasts.md',
  );
  assert.equal(
    twinSourcePath(
      '@site/i18n/en/docusaurus-plugin-content-docs/current/ppas/ppa-settings.md',
      'en',
      'ja',
    ),
    'docs/ppas/ppa-settings.md',
  );
  assert.equal(
    twinSourcePath(
      '@site/api_versioned_docs/version-v1/getting-started/integration-guide.md',
      'ja',
      'en',
    ),
    'i18n/en/docusaurus-plugin-content-docs-api/version-v1/getting-started/integration-guide.md',
  );
  assert.equal(
    twinSourcePath(
      '@site/i18n/en/docusaurus-plugin-content-docs-api/version-v1/getting-started/integration-guide.md',
      'en',
      'ja',
    ),
    'api_versioned_docs/version-v1/getting-started/integration-guide.md',
  );
  assert.equal(
    twinSourcePath('@site/blog/2025-03-18-data-coverage.md', 'ja', 'en'),
    'i18n/en/docusaurus-plugin-content-blog/2025-03-18-data-coverage.md',
  );
  // An English page that falls back to the Japanese source has no English twin to read.
  assert.equal(twinSourcePath('@site/docs/ppas/ppa-settings.md', 'en', 'ja'), undefined);
  assert.equal(twinSourcePath('@site/src/pages/index.tsx', 'ja', 'en'), undefined);
});

test('a twin gives its title, keywords and headings with their anchors', () => {
  const twin = twinOfSource(
    [
      '---',
      'title: "Solar generation forecasts"',
      'keywords: [solar forecast, irradiance, "p50"]',
      '---',
      '',
      'Intro.',
      '',
      '## Inputs and horizons {/* #inputs-and-horizons */}',
      '',
      '### Snow {/* #snow */}',
    ].join('\n'),
  );
  assert.deepEqual(twin, {
    title: 'Solar generation forecasts',
    keywords: 'solar forecast irradiance p50',
    sections: [
      {anchor: 'inputs-and-horizons', title: 'Inputs and horizons'},
      {anchor: 'snow', title: 'Snow'},
    ],
  });
  assert.deepEqual(
    twinOfSource('---\nkeywords:\n  - one\n  - two\n---\n\n# A title\n').keywords,
    'one two',
  );
  assert.equal(twinOfSource('---\nkeywords:\n  - one\n---\n\n# A title\n').title, 'A title');
});

test("the site's pages find their twins on disk", () => {
  const [en] = twinsOf(siteDir, '@site/technology/operations/solar-forecasts.md', 'ja');
  assert.equal(en.title, 'Solar generation forecasts');
  assert.ok(en.sections.some(({anchor}) => anchor === 'transposition'));
  const [ja] = twinsOf(
    siteDir,
    '@site/i18n/en/docusaurus-plugin-content-docs-technology/current/operations/solar-forecasts.md',
    'en',
  );
  assert.match(ja.title, /太陽光発電量予測/);
});
