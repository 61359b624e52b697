import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {PluginOptions} from '@docusaurus/types';
import remarkGlossary from '../plugins/remark-glossary';
import {areaDocs} from './docs';

type Plugins = unknown[] | undefined;

const pluginOf = (entry: unknown): unknown =>
  Array.isArray(entry) ? (entry as unknown[])[0] : entry;
const uses = (plugins: Plugins, plugin: unknown) =>
  (plugins ?? []).some((entry) => pluginOf(entry) === plugin);

/** Stands for a rehype plugin the config adds last (static-html, src/upstream/index.ts). */
const lastPlugin = () => undefined;
const {referenceDocs, areaDocsPlugins} = areaDocs({lastRehypePlugins: [lastPlugin]});

const instances = [
  {id: 'reference', options: referenceDocs as PluginOptions},
  ...areaDocsPlugins.map((config) => {
    const options = (config as [string, PluginOptions])[1];
    return {id: String(options.id), options};
  }),
];

test('the rehype plugins the config adds last stay last in every docs area', () => {
  assert.equal(instances.length, 5, 'the five docs areas');
  for (const {id, options} of instances) {
    assert.equal(
      (options.rehypePlugins as Plugins)?.at(-1),
      lastPlugin,
      `${id}: static-html must see every raw HTML element (formulas, glossary terms), so it runs last (src/config/docs.ts)`,
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
