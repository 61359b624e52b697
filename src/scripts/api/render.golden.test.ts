/**
 * Golden-file tests of the API page renderer: the pages in __golden__/ hold
 * every kind of generated region over a small synthetic OpenAPI document
 * (__golden__/fixture.yaml), in Japanese and English. Each test empties the
 * regions of a page, renders them again and expects the committed page byte
 * for byte. After an intended change of the output, rewrite the pages with
 *   UPDATE_GOLDEN=1 node --import tsx --test src/scripts/api/render.golden.test.ts
 * and review their diff.
 */
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {OpenApi, root} from '../../openapi/document';
import {renderRegions} from './pages';
import type {Locale} from '../../openapi/types';

const dir = join(__dirname, '__golden__');
const fixture = relative(root, join(dir, 'fixture.yaml'));
const pages = ['getWidget', 'updateWidget', 'introduction'];
const emptyRegions = (source: string): string =>
  source.replace(/(\{\/\* api:begin [^*]+? \*\/\}\n)[\s\S]*?(\{\/\* api:end \*\/\})/g, '$1$2');

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  for (const page of pages) {
    test(`the ${locale} page ${page} renders as its golden file`, async () => {
      const api = await OpenApi.load(fixture);
      const file = join(dir, `${page}.${locale}.md`);
      const golden = readFileSync(file, 'utf8');
      const files = pages.map((p) => join(dir, `${p}.${locale}.md`));
      const result = renderRegions(api, file, emptyRegions(golden), locale, files);
      assert.deepEqual(result.problems, []);
      assert.ok(result.regions > 0, `${page}.${locale}.md has no regions`);
      if (process.env.UPDATE_GOLDEN) writeFileSync(file, result.source);
      else assert.equal(result.source, golden);
    });
  }
}
