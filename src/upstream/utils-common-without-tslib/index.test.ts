import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import * as tslib from 'tslib';
import * as helpers from './tslib-import-default.js';
import {utilsCommonEntry} from '.';

test('the helpers given to @docusaurus/utils-common are every tslib helper it calls', () => {
  const called = new Set(
    [...readFileSync(utilsCommonEntry, 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map(
      (match) => match[1],
    ),
  );
  assert.ok(called.size > 0, 'the entry point no longer calls tslib: the plugin can go');
  assert.deepEqual([...called].sort(), Object.keys(helpers).sort());
});

test('the helpers behave as tslib’s', () => {
  const commonJs = {answer: 42};
  const esModule = {__esModule: true, default: 'x'};
  for (const module of [commonJs, esModule]) {
    assert.deepEqual(helpers.__importDefault(module), tslib.__importDefault(module));
  }
});
