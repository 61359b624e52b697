import assert from 'node:assert/strict';
import {test} from 'node:test';
import {commandWords, curlCommands} from './curl';

test('a curl command over continued lines gives its method, URL, headers and JSON body', () => {
  const block = [
    'curl -sS -X PATCH "https://api.example.test/v2/assets/ast-004" \\',
    '  -H "Authorization: Bearer $HINATA_API_KEY" \\',
    '  -H \'If-Match: "rev-7"\' \\',
    '  -H "Content-Type: application/merge-patch+json" \\',
    "  -d '{",
    '  "name": "a; b | c",',
    '  "tags": []',
    "}'",
    'echo done',
  ].join('\n');
  assert.deepEqual(curlCommands(block), [
    {
      method: 'PATCH',
      url: 'https://api.example.test/v2/assets/ast-004',
      headers: {
        authorization: 'Bearer $HINATA_API_KEY',
        'if-match': '"rev-7"',
        'content-type': 'application/merge-patch+json',
      },
      body: '{\n  "name": "a; b | c",\n  "tags": []\n}',
    },
  ]);
});

test('a body without -X makes the request a POST, as curl does', () => {
  const [request] = curlCommands(
    'curl https://api.example.test/v2/assets/search --data \'{"query": "x"}\'',
  );
  assert.equal(request?.method, 'POST');
  assert.equal(request?.body, '{"query": "x"}');
});

test('a command ends at the end of its line, at a closing parenthesis and at a pipe', () => {
  assert.deepEqual(commandWords('curl -sS "https://a.test/x"\ncurl https://b.test'), [
    'curl',
    '-sS',
    'https://a.test/x',
  ]);
  assert.deepEqual(commandWords('curl -G "https://a.test/x")\necho "$page"'), [
    'curl',
    '-G',
    'https://a.test/x',
  ]);
  assert.deepEqual(commandWords("curl https://a.test/x | jq -r '.data[]'"), [
    'curl',
    'https://a.test/x',
  ]);
});

test('each curl of a script is read on its own, including one inside $( … )', () => {
  const script = [
    'page=$(curl -sS -G "https://api.example.test/v2/assets" \\',
    '    -H "Authorization: Bearer $HINATA_API_KEY" \\',
    '    --data-urlencode "limit=200")',
    'curl -sS -i "https://api.example.test/v2/assets/ast-001" -H "Authorization: Bearer $HINATA_API_KEY"',
  ].join('\n');
  const requests = curlCommands(script);
  assert.deepEqual(
    requests.map((r) => [r.method, r.url, r.headers.authorization]),
    [
      ['GET', 'https://api.example.test/v2/assets', 'Bearer $HINATA_API_KEY'],
      ['GET', 'https://api.example.test/v2/assets/ast-001', 'Bearer $HINATA_API_KEY'],
    ],
  );
});

test('variables stay as written, in double quotes and bare', () => {
  assert.deepEqual(commandWords('curl -H "X-Api-Key: $HINATA_API_KEY" $URL'), [
    'curl',
    '-H',
    'X-Api-Key: $HINATA_API_KEY',
    '$URL',
  ]);
});
