import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SIDEBAR_PART_PROP, splitSidebars, type VersionProps} from './sidebars';

const link = (docId: string, label: string) => ({
  type: 'link',
  href: `/reference/${docId}`,
  label,
  docId,
  unlisted: false,
});
const doc = (id: string) => ({
  id,
  title: id,
  description: `About ${id}`,
  sidebar: 'defaultSidebar',
});

// A Reference sidebar as the docs plugin writes it into the version's props module.
const props: VersionProps = {
  version: {
    pluginId: 'default',
    docsSidebars: {
      defaultSidebar: [
        {
          type: 'category',
          label: 'Getting started',
          collapsible: true,
          collapsed: false,
          items: [link('getting-started/overview', 'Overview')],
        },
        {
          type: 'category',
          label: 'Assets',
          collapsible: true,
          collapsed: true,
          items: [
            link('assets/asset-list', 'Asset list'),
            {
              type: 'category',
              label: 'Settings',
              collapsible: true,
              collapsed: true,
              items: [link('assets/asset-settings', 'Asset settings')],
            },
          ],
        },
        link('glossary', 'Glossary'),
      ],
    },
    docs: Object.fromEntries(
      ['getting-started/overview', 'assets/asset-list', 'assets/asset-settings', 'glossary'].map(
        (id) => [id, doc(id)],
      ),
    ),
  },
};

test('a collapsed top-level category keeps its label and a link to its first page; its items and pages move to a part', () => {
  const {trimmed, parts} = splitSidebars(props, 'reference-88c');
  const [gettingStarted, assets, glossary] = trimmed.version.docsSidebars.defaultSidebar;
  assert.deepEqual(gettingStarted, props.version.docsSidebars.defaultSidebar[0]);
  assert.deepEqual(glossary, props.version.docsSidebars.defaultSidebar[2]);
  assert.equal(assets.label, 'Assets');
  assert.deepEqual(assets.items, [
    {
      type: 'link',
      href: '/reference/assets/asset-list',
      label: 'Asset list',
      customProps: {[SIDEBAR_PART_PROP]: 'reference-88c-defaultSidebar-1'},
    },
  ]);
  assert.equal(parts.length, 1);
  const [part] = parts;
  assert.equal(part.key, 'reference-88c-defaultSidebar-1');
  assert.deepEqual(part.items, props.version.docsSidebars.defaultSidebar[1].items);
  assert.deepEqual(Object.keys(part.docs), ['assets/asset-list', 'assets/asset-settings']);
  assert.deepEqual(part.paths, [
    '/reference/assets/asset-list',
    '/reference/assets/asset-settings',
  ]);
  assert.deepEqual(Object.keys(trimmed.version.docs), ['getting-started/overview', 'glossary']);
  assert.equal(trimmed.version.pluginId, 'default');
});

test('a page listed in two places keeps its entry in the props module', () => {
  const twice = structuredClone(props);
  twice.version.docsSidebars.defaultSidebar[0].items!.push(link('assets/asset-list', 'Asset list'));
  const {trimmed, parts} = splitSidebars(twice, 'reference-88c');
  assert.ok('assets/asset-list' in trimmed.version.docs);
  assert.deepEqual(Object.keys(parts[0].docs), ['assets/asset-settings']);
});
