import assert from 'node:assert/strict';
import {test} from 'node:test';
import {preferredLocale} from './preferredLocale';

const site = ['ja', 'en'];

test('the first browser language the site has wins, whatever its region', () => {
  assert.equal(preferredLocale(['en-US', 'ja-JP'], site), 'en');
  assert.equal(preferredLocale(['ja', 'en'], site), 'ja');
  assert.equal(preferredLocale(['EN-gb'], site), 'en');
  assert.equal(preferredLocale(['fr-FR', 'ja-JP', 'en'], site), 'ja');
});

test('a browser that prefers none of the site’s languages gets no suggestion', () => {
  assert.equal(preferredLocale(['fr-FR', 'de'], site), undefined);
  assert.equal(preferredLocale([], site), undefined);
});
