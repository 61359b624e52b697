import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {createStaticHostServer} from './serve.mjs';

/**
 * The local server on a small build of its own, asked the way a browser, a
 * crawler and an attacker would: raw request lines over a socket, because
 * fetch and http.request tidy a URL before it is sent.
 */
const secret = 'the file next to the build, which no request may read';
let workDir: string;
let port: number;
let server: import('node:http').Server;

type RawResponse = {status: number; headers: Record<string, string>; body: string};

function raw(requestLine: string, extraHeaders = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const headEnd = data.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = data
        .subarray(0, headEnd)
        .toString('latin1')
        .split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const separator = line.indexOf(':');
          return [line.slice(0, separator).toLowerCase(), line.slice(separator + 1).trim()];
        }),
      );
      let body = data.subarray(headEnd + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (let at = 0; ;) {
          const lineEnd = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
          if (!size) break;
          parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8')});
    });
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`);
  });
}

const get = (target: string) => raw(`GET ${target} HTTP/1.1`);

before(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const build = join(workDir, 'build');
  mkdirSync(join(build, 'en', 'reference'), {recursive: true});
  mkdirSync(join(build, 'reference'), {recursive: true});
  writeFileSync(join(workDir, 'secret.txt'), secret);
  writeFileSync(join(build, 'index.html'), '<p>ホーム</p>');
  writeFileSync(join(build, '404.html'), '<p>ページが見つかりません</p>');
  writeFileSync(join(build, 'reference', 'asset-list.html'), '<p>アセット一覧</p>');
  writeFileSync(join(build, 'en', 'index.html'), '<p>Home</p>');
  writeFileSync(join(build, 'en', '404.html'), '<p>Page Not Found</p>');
  writeFileSync(join(build, 'en', 'reference', 'asset-list.html'), '<p>Asset list</p>');
  symlinkSync(join(workDir, 'secret.txt'), join(build, 'linked-secret.txt'));
  symlinkSync(workDir, join(build, 'linked-parent'));
  writeFileSync(
    join(build, '_headers'),
    '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: immutable\n',
  );
  writeFileSync(
    join(build, '_redirects'),
    [
      '/reference/asset-list.html  /reference/asset-list  301!',
      '/reference/asset-list/index  /reference/asset-list  301!',
      '/en/reference/asset-list.html  /en/reference/asset-list  301!',
      '/en/reference/asset-list/index  /en/reference/asset-list  301!',
      '/en/*  /en/404.html  404',
      '',
    ].join('\n'),
  );
  server = createStaticHostServer({dir: build});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

after(() => {
  server.close();
  rmSync(workDir, {recursive: true, force: true});
});

describe('the local server', () => {
  test('serves pages at their plain paths, with the headers of _headers', async () => {
    const page = await get('/reference/asset-list');
    assert.equal(page.status, 200);
    assert.match(page.body, /アセット一覧/);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['cache-control'], undefined, '/assets/* rules stay under /assets/');
    assert.match((await get('/en/')).body, /Home/);
  });

  test('redirects .html and /index spellings as _redirects says, keeping the query string', async () => {
    for (const [target, location] of [
      ['/reference/asset-list.html', '/reference/asset-list'],
      ['/en/reference/asset-list/index', '/en/reference/asset-list'],
      ['/en/reference/asset-list/index?from=mail', '/en/reference/asset-list?from=mail'],
    ]) {
      const response = await get(target);
      assert.equal(response.status, 301, target);
      assert.equal(response.headers.location, location, target);
    }
  });

  test('adds no leniency of its own: a spelling _redirects does not list is not found', async () => {
    const response = await get('/reference/asset-list/index.html');
    assert.equal(response.status, 404);
    assert.match(response.body, /ページが見つかりません/);
    const english = await get('/en/reference/asset-list/');
    assert.equal(english.status, 404);
    assert.match(english.body, /Page Not Found/);
  });

  test('answers every malformed request with a 4xx, reads nothing outside the build, and keeps serving', async () => {
    const cases: [string, string, number][] = [
      ['broken percent-encoding', 'GET /%E0%A4%A HTTP/1.1', 400],
      ['a lone percent sign', 'GET /% HTTP/1.1', 400],
      ['an encoded NUL byte', 'GET /index.html%00.txt HTTP/1.1', 400],
      ['an encoded control character', 'GET /reference/%0d%0aSet-Cookie:x HTTP/1.1', 400],
      ['a .. segment', 'GET /../secret.txt HTTP/1.1', 400],
      ['a .. segment deeper down', 'GET /reference/../../secret.txt HTTP/1.1', 400],
      ['an encoded .. segment', 'GET /%2e%2e/secret.txt HTTP/1.1', 400],
      ['an encoded slash', 'GET /..%2fsecret.txt HTTP/1.1', 400],
      ['an encoded backslash', 'GET /..%5csecret.txt HTTP/1.1', 400],
      ['a backslash', 'GET /..\\secret.txt HTTP/1.1', 400],
      ['a double-encoded ..', 'GET /%252e%252e/secret.txt HTTP/1.1', 404],
      ['an absolute URL as target', 'GET http://localhost/index.html HTTP/1.1', 400],
      ['a protocol-relative target', 'GET //evil.example/ HTTP/1.1', 400],
      ['the asterisk target', 'GET * HTTP/1.1', 400],
      ['an overlong path', `GET /${'a'.repeat(5000)} HTTP/1.1`, 414],
      [
        'a long search query (the results page takes it)',
        `GET /?q=${'%E8%93%84'.repeat(600)} HTTP/1.1`,
        200,
      ],
      ['an overlong query', `GET /?q=${'a'.repeat(9000)} HTTP/1.1`, 414],
      ['a path longer than the header limit', `GET /${'a'.repeat(20_000)} HTTP/1.1`, 431],
      ['POST', 'POST /index.html HTTP/1.1', 405],
      ['PUT', 'PUT /index.html HTTP/1.1', 405],
      ['DELETE', 'DELETE /index.html HTTP/1.1', 405],
      ['OPTIONS', 'OPTIONS * HTTP/1.1', 405],
      ['an unknown method', 'BREW /index.html HTTP/1.1', 400],
      ['a symlink to a file outside the build', 'GET /linked-secret.txt HTTP/1.1', 404],
      ['a symlink to a folder outside', 'GET /linked-parent/secret.txt HTTP/1.1', 404],
      ['the host configuration file', 'GET /_redirects HTTP/1.1', 404],
      ['not HTTP at all', 'HELLO', 400],
    ];
    for (const [what, requestLine, status] of cases) {
      const response = await raw(requestLine);
      assert.equal(response.status, status, `${what}: ${requestLine.slice(0, 80)}`);
      assert.ok(!response.body.includes(secret), `${what} read a file outside the build`);
      const stillServing = await get('/');
      assert.equal(stillServing.status, 200, `the server stopped serving after ${what}`);
    }
  });

  test('answers HEAD with headers only', async () => {
    const response = await raw('HEAD /reference/asset-list HTTP/1.1');
    assert.equal(response.status, 200);
    assert.equal(response.body, '');
  });
});
