import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {PluginOptions} from '@docusaurus/types';
import rehypeStaticMath from '../plugins/rehype-static-math';
import remarkGlossary from '../plugins/remark-glossary';
import {areaDocsPlugins, referenceDocs, staticHtmlWriter} from './docs';

type Plugins = unknown[] | undefined;

const pluginOf = (entry: unknown): unknown =>
  Array.isArray(entry) ? (entry as unknown[])[0] : entry;
const uses = (plugins: Plugins, plugin: unknown) =>
  (plugins ?? []).some((entry) => pluginOf(entry) === plugin);

const instances = [
  {id: 'reference', options: referenceDocs as PluginOptions},
  ...areaDocsPlugins.map((config) => {
    const options = (config as [string, PluginOptions])[1];
    return {id: String(options.id), options};
  }),
];

test('every docs area that keeps markup out of its script writes that markup, last', () => {
  assert.equal(instances.length, 5, 'the five docs areas');
  for (const {id, options} of instances) {
    const remark = options.remarkPlugins as Plugins;
    const rehype = options.rehypePlugins as Plugins;
    if (!uses(remark, remarkGlossary) && !uses(rehype, rehypeStaticMath)) continue;
    assert.equal(
      rehype?.at(-1),
      staticHtmlWriter,
      `${id}: glossary definitions or formulas are kept out of the page's script, so the area's last rehype plugin must be staticHtmlWriter (src/config/docs.ts); without it pages fail with "hinataStaticHtml is not defined"`,
    );
  }
});

test('every docs area links glossary terms', () => {
  for (const {id, options} of instances) {
    assert.ok(
      uses(options.remarkPlugins as Plugins, remarkGlossary),
      `${id} links no glossary terms`,
    );
  }
});
