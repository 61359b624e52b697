import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {areas, defaultLocale, locales, releaseNotesArea, sidebarId} from './areas';

/**
 * src/facts/areas.ts is the one list of areas and locales; the files that
 * Docusaurus reads by name (translations, folders) must agree with it, or a
 * label or a sidebar stays untranslated without any error.
 */
const root = join(import.meta.dirname, '../..');
const json = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, {message: string}>;

test('every area has its Japanese source folder and its English twin', () => {
  for (const area of areas) {
    assert.ok(existsSync(join(root, area.path)), `${area.id}: ${area.path}/ is missing`);
    assert.ok(
      existsSync(join(root, 'i18n/en', area.i18nFolder, 'current')),
      `${area.id}: i18n/en/${area.i18nFolder}/current/ is missing`,
    );
    assert.equal(
      existsSync(join(root, `${area.path}_versions.json`)),
      area.versioned,
      `${area.id}: versioned must match the presence of ${area.path}_versions.json`,
    );
  }
  assert.ok(existsSync(join(root, releaseNotesArea.path)));
});

test('the English navbar and search labels are the ones areas.ts gives', () => {
  const navbar = json('i18n/en/docusaurus-theme-classic/navbar.json');
  const code = json('i18n/en/code.json');
  for (const area of areas) {
    assert.equal(
      navbar[`item.label.${area.label.ja}`]?.message,
      area.label.en,
      `navbar: ${area.id}`,
    );
    assert.equal(code[`search.area.${area.id}`]?.message, area.label.en, `search: ${area.id}`);
  }
  assert.equal(code[`search.area.${releaseNotesArea.id}`]?.message, releaseNotesArea.label.en);
});

test(`English sidebar labels are keyed by the one sidebar id, "${sidebarId}"`, () => {
  for (const area of areas) {
    const folder = join(root, 'i18n/en', area.i18nFolder);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      for (const key of Object.keys(json(join('i18n/en', area.i18nFolder, file)))) {
        if (key.startsWith('sidebar.'))
          assert.ok(
            key.startsWith(`sidebar.${sidebarId}.`),
            `${area.i18nFolder}/${file}: "${key}" names another sidebar, so its label is never used`,
          );
      }
    }
  }
});

test('every locale but the default has its translations', () => {
  for (const locale of locales.filter((l) => l !== defaultLocale))
    assert.ok(existsSync(join(root, 'i18n', locale)), locale);
});
