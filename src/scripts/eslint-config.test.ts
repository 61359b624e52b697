/**
 * The lint configuration catches what it is there for. ESLint takes the
 * Docusaurus plugin's rules out of its eslintrc-style config
 * (eslint.config.mjs); were that to stop working, or a plugin to stop
 * reporting, `npm run tools -- lint` would pass silently — this test would not.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {ESLint} from 'eslint';
import tseslint from 'typescript-eslint';

const root = join(__dirname, '..', '..');
// Type information is for files of the project; this component exists only here.
const eslint = new ESLint({cwd: root, overrideConfig: tseslint.configs.disableTypeChecked});

const component = `import React, {useState} from 'react';
import Translate from '@docusaurus/Translate';

export default function Probe({open, label}: {open: boolean; label: string}) {
  if (open) {
    useState(0);
  }
  return (
    <div onClick={() => undefined}>
      <Translate>{label}</Translate>
      <a href="/reference/get-help">Help</a>
      <img src="/img/logo.svg" />
    </div>
  );
}
`;

test('a component that breaks the rules of Docusaurus, React hooks and accessibility is reported', async () => {
  const [result] = await eslint.lintText(component, {
    filePath: join(root, 'src/components/Probe.tsx'),
  });
  const rules = new Set(result?.messages.map((m) => m.ruleId));
  for (const rule of [
    '@docusaurus/string-literal-i18n-messages',
    '@docusaurus/no-html-links',
    'react-hooks/rules-of-hooks',
    'jsx-a11y/alt-text',
    'jsx-a11y/click-events-have-key-events',
  ]) {
    assert.ok(rules.has(rule), `${rule} did not report (got ${[...rules].join(', ')})`);
  }
});

test('Prettier owns formatting: the rules eslint-config-prettier turns off stay off', async () => {
  const config = (await eslint.calculateConfigForFile(join(root, 'src/components/Probe.tsx'))) as {
    rules: Record<string, unknown>;
  };
  assert.deepEqual(config.rules['no-unexpected-multiline'], [0]);
});
