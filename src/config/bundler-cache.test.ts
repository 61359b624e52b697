import assert from 'node:assert/strict';
import {test} from 'node:test';
import {bundlerCacheWanted} from './bundler-cache';

test('a writer keeps the bundler cache; a fresh CI runner does not write one', () => {
  assert.equal(bundlerCacheWanted({}), true);
  assert.equal(bundlerCacheWanted({CI: 'false'}), true);
  assert.equal(bundlerCacheWanted({CI: 'true'}), false);
  assert.equal(bundlerCacheWanted({CI: '1'}), false);
});

test('HINATA_BUNDLER_CACHE decides over CI, and a typo says what to write', () => {
  assert.equal(bundlerCacheWanted({CI: 'true', HINATA_BUNDLER_CACHE: 'on'}), true);
  assert.equal(bundlerCacheWanted({HINATA_BUNDLER_CACHE: 'off'}), false);
  assert.throws(
    () => bundlerCacheWanted({HINATA_BUNDLER_CACHE: 'no'}),
    /HINATA_BUNDLER_CACHE is "no": set it to on or off/,
  );
});
