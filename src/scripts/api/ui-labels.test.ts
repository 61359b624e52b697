import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {root} from '../../openapi/document';

/**
 * The API reference's column of screen labels (`x-ja-ui-label`, `x-ui-label`) names what a
 * reader finds on the Asset settings page. That page is the source of truth: each row names
 * its API field, so the two are compared field by field and cannot drift apart.
 */

/** Where each asset schema's properties sit in an asset, as the settings page writes the field. */
const assetSchemaPrefixes: Record<string, string> = {
  AssetSummary: '',
  Location: 'location.',
  Capacity: 'capacity.',
  PvSystem: 'pvSystem.',
  BatterySystem: 'batterySystem.',
  SupportDetails: 'supportDetails.',
  Curtailment: 'curtailment.',
};

type Schema = {properties?: Record<string, Record<string, unknown>>};

/** Field → label from the document's labelled properties, per locale key. */
function apiLabels(key: 'x-ja-ui-label' | 'x-ui-label') {
  const document = yaml.load(readFileSync(join(root, 'static/openapi/v2.yaml'), 'utf8')) as {
    components: {schemas: Record<string, Schema>};
  };
  const labels = new Map<string, string>();
  const unplaced: string[] = [];
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    for (const [property, node] of Object.entries(schema.properties ?? {})) {
      const label = node[key];
      if (typeof label !== 'string') continue;
      const prefix = assetSchemaPrefixes[name];
      if (prefix === undefined) unplaced.push(`${name}.${property}`);
      else labels.set(prefix + property, label);
    }
  }
  return {labels, unplaced};
}

/** Field → label from the page's tables: rows whose second cell is one API field in backticks. */
function pageLabels(path: string) {
  const labels = new Map<string, string>();
  for (const line of readFileSync(join(root, path), 'utf8').split('\n')) {
    const row = /^\| ([^|]+?) \| `([A-Za-z.]+)` \|/.exec(line);
    if (row) labels.set(row[2], row[1].replaceAll('**', ''));
  }
  return labels;
}

const locales = [
  {key: 'x-ja-ui-label', page: 'docs/assets/asset-settings.md'},
  {
    key: 'x-ui-label',
    page: 'i18n/en/docusaurus-plugin-content-docs/current/assets/asset-settings.md',
  },
] as const;

for (const {key, page} of locales) {
  test(`every ${key} in v2.yaml is the label ${page} gives its field`, () => {
    const {labels, unplaced} = apiLabels(key);
    assert.deepEqual(
      unplaced,
      [],
      'labelled properties of a schema no asset settings section shows',
    );
    const onPage = pageLabels(page);
    assert.ok(onPage.size > 20, `${page} has the field tables this test reads`);
    const differing = [...labels].filter(([field, label]) => onPage.get(field) !== label);
    assert.deepEqual(
      differing.map(
        ([field, label]) => `${field}: ${label} ≠ ${onPage.get(field) ?? '(not on the page)'}`,
      ),
      [],
    );
  });

  test(`every API field ${page} labels has a ${key} in v2.yaml`, () => {
    const {labels} = apiLabels(key);
    const missing = [...pageLabels(page).keys()].filter((field) => !labels.has(field));
    assert.deepEqual(missing, []);
  });
}
