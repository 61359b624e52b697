#!/usr/bin/env node
/**
 * Serves the production build the way the static host (Netlify) does, and no
 * more leniently: the `_redirects` and `_headers` files the build wrote (see
 * src/plugins/static-host/index.ts) decide redirects, per-locale 404 pages and
 * headers; beyond them the server only does what the host does by itself
 * (serve `/x` from `x.html` or `x/index.html`, `/dir/` from `dir/index.html`).
 * So what the e2e tests see is what visitors get.
 *
 * Every request it cannot read safely gets a 4xx and the server keeps
 * serving: a method other than GET/HEAD (405), a request target that is not a
 * plain path (400), an overlong one (414), broken percent-encoding, control
 * characters, backslashes, encoded slashes and `.`/`..` segments (400). No
 * request reads a file whose real path (symlinks resolved) is outside the
 * build folder.
 *
 * Usage: node src/scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {createReadStream, existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import compression from 'compression';

/** Longest path served; longer ones get 414. No page path comes close. */
export const maxPathLength = 2048;
/** Longest request target, query included (a long search query is legitimate; CDNs take 8 KiB). */
export const maxTargetLength = 8192;

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

/** `/en/*` style patterns of the host's files, as regular expressions; `*` captures the splat. */
function pathPattern(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
  return new RegExp(`^${escaped}$`);
}

function readHostFile(dir, name) {
  const file = join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
}

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
export function parseHeaders(lines) {
  const rules = [];
  for (const line of lines) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: pathPattern(line.trim()), headers: []});
    } else {
      const separator = line.indexOf(':');
      if (separator < 0 || rules.length === 0)
        throw new Error(`_headers: cannot read the line "${line}"`);
      rules
        .at(-1)
        .headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/**
 * `_redirects`: `from to [status][!]` lines, first match wins. Only what our
 * build writes is implemented; anything else (placeholders, query or country
 * conditions, proxying) stops the server instead of being silently ignored.
 */
export function parseRedirects(lines) {
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const fields = line.split(/\s+/);
      const [from, to, code = '301'] = fields;
      const match = /^(200|301|302|404)(!?)$/.exec(code);
      if (
        fields.length > 3 ||
        !match ||
        !from.startsWith('/') ||
        !to?.startsWith('/') ||
        /:\w/.test(from) ||
        from.slice(0, -1).includes('*') ||
        /:(?!splat\b)\w/.test(to)
      ) {
        throw new Error(
          `_redirects: serve.mjs does not implement the rule "${line}" (it reads "from to status[!]" with an optional trailing /* splat)`,
        );
      }
      return {pattern: pathPattern(from), to, status: Number(match[1]), force: match[2] === '!'};
    });
}

/**
 * The path of a request target, or why it is refused. The path stays
 * percent-encoded for rule matching (the host's files are written encoded);
 * `decoded` is what names a file.
 */
export function parseTarget(target) {
  if (target.length > maxTargetLength) return {status: 414, reason: 'Request target too long'};
  if (!target.startsWith('/') || target.startsWith('//'))
    return {status: 400, reason: 'The request target must be a path starting with a single /'};
  const queryStart = target.indexOf('?');
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  if (path.length > maxPathLength) return {status: 414, reason: 'Request path too long'};
  const query = queryStart < 0 ? '' : target.slice(queryStart);
  if (/[\\#]|%(2f|5c)/i.test(path))
    return {status: 400, reason: 'Backslashes, # and encoded slashes are not allowed in a path'};
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return {status: 400, reason: 'Malformed percent-encoding'};
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded))
    return {status: 400, reason: 'Control characters are not allowed in a path'};
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..'))
    return {status: 400, reason: 'Dot segments are not allowed in a path'};
  return {path, decoded, query};
}

/**
 * A regular file inside `root` (a real path) for a decoded site path, or
 * undefined. Symlinks are resolved first, so one that points outside the
 * build is not found.
 */
function fileInside(root, decodedPath) {
  const candidate = join(root, decodedPath);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  let real;
  try {
    real = realpathSync(candidate);
  } catch {
    return undefined;
  }
  if (!real.startsWith(root + sep)) return undefined;
  return statSync(real).isFile() ? real : undefined;
}

/** What the host serves at a path by itself: the file, `x.html`, or `x/index.html`. */
function staticFile(root, decodedPath) {
  if (decodedPath.endsWith('/')) return fileInside(root, `${decodedPath}index.html`);
  return (
    fileInside(root, decodedPath) ??
    fileInside(root, `${decodedPath}.html`) ??
    fileInside(root, `${decodedPath}/index.html`)
  );
}

/** The server for a build folder; `listen` is the caller's. */
export function createStaticHostServer({dir}) {
  const root = realpathSync(resolve(dir));
  const headerRules = parseHeaders(readHostFile(root, '_headers'));
  const redirectRules = parseRedirects(readHostFile(root, '_redirects'));
  // The host publishes its own configuration files, not as pages.
  const hidden = new Set([join(root, '_headers'), join(root, '_redirects')]);
  const find = (decodedPath) => {
    const file = staticFile(root, decodedPath);
    return file && !hidden.has(file) ? file : undefined;
  };

  function send(request, response, status, file) {
    response.statusCode = status;
    response.setHeader(
      'Content-Type',
      contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    );
    if (request.method === 'HEAD') {
      response.setHeader('Content-Length', statSync(file).size);
      response.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  }

  function refuse(response, status, reason, extraHeaders = {}) {
    response.statusCode = status;
    for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(`${status} ${reason}\n`);
  }

  function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuse(response, 405, 'Only GET and HEAD are served', {Allow: 'GET, HEAD'});
      return;
    }
    const target = parseTarget(request.url ?? '');
    if (!target.path) {
      refuse(response, target.status, target.reason);
      return;
    }
    for (const rule of headerRules) {
      if (rule.pattern.test(target.path)) {
        for (const [name, value] of rule.headers) response.setHeader(name, value);
      }
    }
    const file = find(target.decoded);
    for (const rule of redirectRules) {
      const match = rule.pattern.exec(target.path);
      // An unforced rule does not shadow a file that exists (the host's rule).
      if (!match || (file && !rule.force)) continue;
      const to = rule.to.replace(':splat', match[1] ?? '');
      if (rule.status === 301 || rule.status === 302) {
        // The host passes the query string on to the destination.
        response.statusCode = rule.status;
        response.setHeader('Location', `${to}${target.query}`);
        response.end();
        return;
      }
      const rewritten = find(decodeURIComponent(to));
      if (!rewritten) throw new Error(`_redirects: the target ${to} of a rule does not exist`);
      send(request, response, rule.status, rewritten);
      return;
    }
    if (file) {
      send(request, response, 200, file);
      return;
    }
    const notFound = find('/404.html');
    if (notFound) send(request, response, 404, notFound);
    else refuse(response, 404, 'Not found');
  }

  // Compress like the host does, so transfer sizes measured locally are real.
  const compress = compression();
  const server = createServer((request, response) => {
    compress(request, response, () => {
      try {
        handle(request, response);
      } catch (error) {
        console.error(error);
        if (!response.headersSent) refuse(response, 500, 'Internal server error');
        else response.destroy();
      }
    });
  });
  // A request Node cannot even parse (a broken request line, oversized headers).
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) {
      const status =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    } else {
      socket.destroy();
    }
  });
  return server;
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(option('dir', 'build'));
  const port = Number(option('port', process.env.PORT ?? 3000));
  const host = option('host', '127.0.0.1');
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  createStaticHostServer({dir}).listen(port, host, () => {
    console.log(
      `Serving ${dir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Japanese) and /en/ (English)`,
    );
  });
}
