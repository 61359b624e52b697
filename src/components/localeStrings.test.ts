import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {locales} from '../facts/areas';

const here = new URL('.', import.meta.url).pathname;
const japanese = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const files = readdirSync(here, {recursive: true, encoding: 'utf8'}).filter((name) =>
  name.endsWith('.strings.ts'),
);

/** A value as a reader sees it: a function is called with a placeholder for each argument. */
const shown = (value: unknown) =>
  typeof value === 'function'
    ? String((value as (...args: string[]) => unknown)(...Array<string>(value.length).fill('0')))
    : String(value);

test('the lazily loaded components keep their strings in *.strings.ts', () => {
  assert.deepEqual(files.sort(), [
    'PageActions/Menu.strings.ts',
    'PageFeedback/ReportForm.strings.ts',
    'api/TryIt/Panel.strings.ts',
  ]);
});

for (const file of files) {
  test(`${file}: every locale has the same keys, shapes and arities; English has no Japanese`, async () => {
    const module = (await import(join(here, file))) as Record<string, unknown>;
    const [strings] = Object.values(module).filter((value) => typeof value === 'object');
    const byLocale = strings as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(byLocale).sort(), [...locales].sort());
    const ja = byLocale.ja;
    for (const locale of locales) {
      const current = byLocale[locale];
      assert.deepEqual(Object.keys(current), Object.keys(ja), locale);
      for (const key of Object.keys(ja)) {
        assert.equal(typeof current[key], typeof ja[key], `${locale}.${key}`);
        if (typeof ja[key] === 'function')
          assert.equal((current[key] as () => void).length, (ja[key] as () => void).length);
        assert.ok(shown(current[key]).trim(), `${locale}.${key} is empty`);
      }
    }
    for (const [key, value] of Object.entries(byLocale.en))
      assert.doesNotMatch(shown(value), japanese, `en.${key} is still Japanese`);
  });
}
