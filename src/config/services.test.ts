import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isConfiguredServiceUrl, serviceSourcesIn} from './services';

const algolia = {ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'};

test('without service variables, no host is allowed and the CSP gets no extra source', () => {
  assert.deepEqual(Object.values(serviceSourcesIn({})).flat(), []);
  assert.equal(
    isConfiguredServiceUrl(new URL('https://www.googletagmanager.com/gtm.js'), {}),
    false,
  );
});

test('each configured service allows exactly its own hosts', () => {
  const gtm = {GTM_CONTAINER_ID: 'GTM-X'};
  assert.equal(
    isConfiguredServiceUrl(new URL('https://www.googletagmanager.com/gtm.js'), gtm),
    true,
  );
  assert.equal(
    isConfiguredServiceUrl(new URL('https://abc-dsn.algolia.net/1/indexes'), gtm),
    false,
  );
  assert.equal(
    isConfiguredServiceUrl(new URL('https://abc-dsn.algolia.net/1/indexes'), algolia),
    true,
  );
  // A wildcard source covers subdomains only, not a look-alike host.
  assert.equal(isConfiguredServiceUrl(new URL('https://evilalgolia.net/'), algolia), false);
  assert.equal(isConfiguredServiceUrl(new URL('http://abc.algolia.net/'), algolia), false);
});

test('Algolia counts as configured only with all three variables', () => {
  assert.deepEqual(serviceSourcesIn({ALGOLIA_APP_ID: 'A'})['connect-src'], []);
});

test('a feedback endpoint allows its own origin for connect-src only, and a bad one names the variable', () => {
  const env = {HINATA_FEEDBACK_ENDPOINT: 'https://feedback.hinata-cloud.example/v1/reports'};
  const sources = serviceSourcesIn(env);
  assert.deepEqual(sources['connect-src'], ['https://feedback.hinata-cloud.example']);
  assert.deepEqual(sources['script-src'], []);
  assert.equal(
    isConfiguredServiceUrl(new URL('https://feedback.hinata-cloud.example/v1/reports'), env),
    true,
  );
  assert.throws(
    () => serviceSourcesIn({HINATA_FEEDBACK_ENDPOINT: 'feedback'}),
    /HINATA_FEEDBACK_ENDPOINT is "feedback"/,
  );
  assert.throws(
    () => serviceSourcesIn({HINATA_FEEDBACK_ENDPOINT: 'http://feedback.example/'}),
    /must be an https:\/\/ URL/,
  );
});
