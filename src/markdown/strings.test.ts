import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {admonitionLabels, apiEndpointMessages, apiEndpointStringsFor} from './strings';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('the Markdown pages label an endpoint with the words of the <ApiEndpoint> component', () => {
  const component = read('src/components/api/ApiEndpoint.tsx').replace(/\s+/g, ' ');
  for (const {id, ja} of Object.values(apiEndpointMessages)) {
    assert.ok(
      component.includes(`id="${id}"`) || component.includes(`id: '${id}'`),
      `${id} in ApiEndpoint.tsx`,
    );
    assert.ok(component.includes(ja), `"${ja}" is still the component's Japanese text for ${id}`);
  }
  const english = apiEndpointStringsFor(
    JSON.parse(read('i18n/en/code.json')) as Record<string, {message: string}>,
  ).en;
  assert.equal(english.permission, 'Required permission');
});

test('a missing English label fails loudly instead of printing nothing', () => {
  assert.throws(() => apiEndpointStringsFor({}), /code\.json has no "api\.endpoint\./);
});

test('admonition labels are the theme’s Japanese titles', () => {
  const theme = JSON.parse(
    read('node_modules/@docusaurus/theme-translations/locales/ja/theme-common.json'),
  ) as Record<string, string>;
  for (const [kind, label] of Object.entries(admonitionLabels.ja)) {
    assert.equal(label, theme[`theme.admonition.${kind}`], kind);
  }
});
