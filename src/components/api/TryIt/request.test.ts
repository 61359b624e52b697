import assert from 'node:assert/strict';
import {execFile, spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {promisify} from 'node:util';
import {
  buildRequest,
  curlSnippet,
  keyVariable,
  pythonSnippet,
  typescriptSnippet,
  type BuiltRequest,
} from './request';
import type {TryOperation} from './types';

/**
 * What the reader copies sends what the panel sends: each snippet of each
 * operation is run against a local server, and the method, path and query,
 * the panel's headers and the body bytes it received are compared with the
 * request the form built.
 */
const run = promisify(execFile);
const root = join(__dirname, '..', '..', '..', '..', 'static', 'openapi', 'try');
const operations = readdirSync(root).flatMap((version) =>
  readdirSync(join(root, version, 'ja')).map(
    (file) => JSON.parse(readFileSync(join(root, version, 'ja', file), 'utf8')) as TryOperation,
  ),
);
const key = `hck_${'a1B2'.repeat(10)}`;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const received: Received[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.writeHead(200, {'Content-Type': 'application/json'}).end('{}');
  });
});
let origin = '';
const scratch = mkdtempSync(join(tmpdir(), 'try-it-snippets-'));
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  rmSync(scratch, {recursive: true, force: true});
});

/** The operation's form as it opens, with every optional field a reader could fill filled in. */
function filledRequest(operation: TryOperation): BuiltRequest {
  const params = Object.fromEntries(operation.parameters.map((p) => [p.name, p.example]));
  if ('Idempotency-Key' in params) params['Idempotency-Key'] = 'upload-ast-001-2026-11-16-r2';
  if ('Accept-Language' in params) params['Accept-Language'] = 'ja';
  const server = operation.server.replace(/^https:\/\/[^/]+/, origin);
  return buildRequest(
    operation,
    {params, body: operation.body ? JSON.stringify(operation.body.example, null, 2) : ''},
    key,
    server,
  );
}

function assertSame(sent: Received, request: BuiltRequest, where: string) {
  assert.equal(sent.method, request.method, where);
  assert.equal(`${origin}${sent.url}`, request.url, where);
  for (const [name, value] of request.headers)
    assert.equal(sent.headers[name.toLowerCase()], value, `${where}: ${name}`);
  assert.equal(sent.body.toString('utf8'), request.body ?? '', `${where}: body bytes`);
}

const env = {...process.env, [keyVariable]: key};
const python = spawnSync('python3', ['-c', 'import requests'], {encoding: 'utf8'});

test('the curl tab sends the request the form holds, byte for byte', async () => {
  for (const operation of operations) {
    const request = filledRequest(operation);
    received.length = 0;
    await run('bash', ['-c', curlSnippet(request)], {env});
    assertSame(received[0], request, `${operation.version} ${operation.operationId} (curl)`);
  }
});

/** The snippets run one after another in one process each, in the operations' order. */
function compareAll(requests: BuiltRequest[], label: string) {
  assert.equal(received.length, requests.length, `${label}: every snippet sent one request`);
  requests.forEach((request, index) =>
    assertSame(
      received[index],
      request,
      `${operations[index].version} ${operations[index].operationId} (${label})`,
    ),
  );
}

test('the TypeScript tab sends the request the form holds, byte for byte', async () => {
  const requests = operations.map(filledRequest);
  const files = requests.map((request, index) => {
    const file = join(scratch, `snippet-${index}.mjs`);
    writeFileSync(file, typescriptSnippet(request));
    return file;
  });
  const driver = join(scratch, 'driver.mjs');
  writeFileSync(driver, files.map((file) => `await import(${JSON.stringify(file)});`).join('\n'));
  received.length = 0;
  await run(process.execPath, [driver], {env});
  compareAll(requests, 'TypeScript');
});

test(
  'the Python tab sends the request the form holds, byte for byte',
  {skip: python.status !== 0 && 'python3 with requests is not installed'},
  async () => {
    const requests = operations.map(filledRequest);
    const file = join(scratch, 'snippets.json');
    writeFileSync(file, JSON.stringify(requests.map(pythonSnippet)));
    received.length = 0;
    // Each snippet as its own program (a fresh namespace), in one interpreter.
    await run(
      'python3',
      ['-c', `import json, sys\nfor code in json.load(open(sys.argv[1])): exec(code, {})`, file],
      {env},
    );
    compareAll(requests, 'Python');
  },
);

test('the curl tab prints the response headers of a GET, so the ETag a PATCH needs is in sight', () => {
  for (const operation of operations) {
    const values = {
      params: Object.fromEntries(operation.parameters.map((p) => [p.name, p.example])),
      body: operation.body ? JSON.stringify(operation.body.example) : '',
    };
    const first = curlSnippet(buildRequest(operation, values, key)).split('\n')[0];
    assert.equal(first.startsWith('curl -sS -i '), operation.method === 'GET', first);
  }
});
