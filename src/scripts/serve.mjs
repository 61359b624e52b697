#!/usr/bin/env node
/**
 * Serves the production build the way the static host does: it applies the
 * `_headers` and `_redirects` files that the build wrote (see
 * src/plugins/static-host.ts), including the per-locale 404 fallback, so what
 * the e2e tests see is what visitors get.
 *
 * Usage: node src/scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {createReadStream, existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join, resolve} from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const dir = resolve(option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No build in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

/** `/en/*` style patterns from the host's files, as regular expressions. */
function pathPattern(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function readHostFile(name) {
  const file = join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
}

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
const headerRules = [];
for (const line of readHostFile('_headers')) {
  if (!line.trim() || line.trim().startsWith('#')) continue;
  if (!/^\s/.test(line)) {
    headerRules.push({pattern: pathPattern(line.trim()), headers: []});
  } else {
    const separator = line.indexOf(':');
    headerRules
      .at(-1)
      ?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
}

/** `_redirects`: only the `from to 404` fallbacks are needed here. */
const notFoundRules = readHostFile('_redirects')
  .map((line) => line.trim().split(/\s+/))
  .filter((fields) => fields.length === 3 && fields[2] === '404')
  .map(([from, to]) => ({pattern: pathPattern(from), page: join(dir, to)}));

function notFoundPageFor(pathname) {
  return notFoundRules.find((rule) => rule.pattern.test(pathname))?.page ?? join(dir, '404.html');
}

// Compress like the host does, so transfer sizes measured locally are real.
const compress = compression();

const server = createServer((request, response) => {
  compress(request, response, () => handle(request, response));
});

function handle(request, response) {
  const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) {
      for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
  }
  serveHandler(
    request,
    response,
    {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false},
    {
      sendError(absolutePath, res, acceptsJSON, current, handlers, config, spec) {
        if (spec.statusCode !== 404) {
          res.statusCode = spec.statusCode;
          res.end(spec.message);
          return;
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        createReadStream(notFoundPageFor(pathname)).pipe(res);
      },
    },
  ).catch((error) => {
    response.statusCode = 500;
    response.end(String(error));
  });
}

server.listen(port, host, () => {
  console.log(
    `Serving ${dir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Japanese) and /en/ (English)`,
  );
});
