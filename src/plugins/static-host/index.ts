import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative, resolve, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localeHtmlFiles} from '../locale-html-files';

/**
 * Writes the static host's configuration next to the built site, in the
 * `_headers` / `_redirects` format that Netlify and Cloudflare Pages read and
 * that `src/scripts/serve.mjs` applies locally, so tests run against exactly
 * what is deployed:
 * - security headers, with a Content-Security-Policy whose script hashes are
 *   computed from the inline scripts the build actually emitted;
 * - the plain path of every page as its only address (spec: a path ending in
 *   `.html` or `/index` is the plain path): a forced 301 from `<page>.html`
 *   and `<page>/index` to `<page>`, in both locales, since the host would
 *   otherwise serve the `.html` file as a second copy of the page, and the 404
 *   page at `/index` (where React then fails to hydrate, errors #418/#423);
 * - a 404 fallback per locale, so an unknown path under /en/ gets the English
 *   "Page Not Found" page instead of the root (Japanese) one.
 */
export type StaticHostOptions = {
  /** Extra origins per CSP directive, e.g. a tag manager when one is configured. */
  extraSources?: Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>;
};

const hashPattern = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * `_redirects` lines that send a page's other spellings to its plain path:
 * `/a/b.html` and `/a/b/index` to `/a/b`, `/en/index.html` and `/en/index` to
 * `/en/`. Forced (`!`): the `.html` file exists, and an unforced rule never
 * shadows a file. The host passes query strings on to the destination.
 */
export function plainPathRedirects(root: string, htmlFiles: string[]): string[] {
  return htmlFiles
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((file) => file !== '404.html' && !file.endsWith('/404.html'))
    .sort()
    .flatMap((file) => {
      const withoutExtension = `/${file.slice(0, -'.html'.length)}`;
      const plain = withoutExtension.endsWith('/index')
        ? withoutExtension.slice(0, -'index'.length)
        : withoutExtension;
      const indexPath = plain.endsWith('/') ? `${plain}index` : `${plain}/index`;
      return [`/${file}  ${plain}  301!`, `${indexPath}  ${plain}  301!`];
    });
}

/** CSP hashes of executable inline scripts (JSON-LD blocks are data, not code). */
function inlineScriptHashes(files: string[]): Set<string> {
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(
      /<script([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes) || !body.trim())
        continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return hashes;
}

function contentSecurityPolicy(
  hashes: Set<string>,
  extra: StaticHostOptions['extraSources'] = {},
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...hashes].sort(), ...(extra['script-src'] ?? [])],
    // React and KaTeX write inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(extra['img-src'] ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(extra['connect-src'] ?? [])],
    'frame-src': extra['frame-src']?.length ? extra['frame-src'] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export default function staticHostPlugin(context: LoadContext, options: StaticHostOptions): Plugin {
  const {i18n} = context;
  return {
    name: 'static-host',
    postBuild(props) {
      // A non-default locale is built into `<root>/<locale>/`; the host reads
      // its files from the root.
      const outDir = resolve(props.outDir);
      const root =
        i18n.currentLocale !== i18n.defaultLocale && basename(outDir) === i18n.currentLocale
          ? dirname(outDir)
          : outDir;

      // Docusaurus builds the default locale first, then each other locale on
      // its own; the policy must cover the union of their inline scripts.
      const headersFile = join(root, '_headers');
      const htmlFiles = localeHtmlFiles(outDir, i18n);
      const hashes = inlineScriptHashes(htmlFiles);
      if (hashes.size === 0) {
        // Every page has at least one inline script (Docusaurus's colour-mode script).
        throw new Error(
          `static-host: found no inline <script> in the ${i18n.currentLocale} pages, so the Content-Security-Policy would block the inline script every page runs (the colour mode). The HTML minifier changed how it writes scripts: update inlineScriptHashes() in src/plugins/static-host/index.ts.`,
        );
      }
      if (root !== outDir && existsSync(headersFile)) {
        for (const hash of readFileSync(headersFile, 'utf8').match(hashPattern) ?? [])
          hashes.add(hash);
      }
      writeFileSync(
        headersFile,
        [
          '/*',
          `  Content-Security-Policy: ${contentSecurityPolicy(hashes, options.extraSources)}`,
          '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          '  X-Content-Type-Options: nosniff',
          '  X-Frame-Options: DENY',
          '  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
          '  Cross-Origin-Opener-Policy: same-origin',
          // Bundles and search index files carry a content hash in their names.
          '/assets/*',
          '  Cache-Control: public, max-age=31536000, immutable',
          // Every page's Markdown twin and the llms.txt files
          // (src/plugins/markdown-pages.ts); hosts guess other types for them.
          '/*.md',
          '  Content-Type: text/markdown; charset=utf-8',
          ...[
            '',
            ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((l) => `/${l}`),
          ]
            .flatMap((prefix) => [`${prefix}/llms.txt`, `${prefix}/llms-full.txt`])
            .flatMap((path) => [path, '  Content-Type: text/plain; charset=utf-8']),
          '',
        ].join('\n'),
      );

      // Likewise the redirects: this locale's pages, plus those the earlier
      // locales wrote; the 404 fallbacks come last (the first matching rule wins).
      const redirectsFile = join(root, '_redirects');
      const earlier =
        root !== outDir && existsSync(redirectsFile)
          ? readFileSync(redirectsFile, 'utf8')
              .split('\n')
              .filter((line) => / 301!$/.test(line))
          : [];
      const pageRules = [...new Set([...earlier, ...plainPathRedirects(root, htmlFiles)])];
      if (pageRules.length === 0) throw new Error('static-host: no HTML page found to redirect to');
      const fallbacks = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => `/${locale}/*  /${locale}/404.html  404`);
      writeFileSync(redirectsFile, `${[...pageRules, ...fallbacks].join('\n')}\n`);
    },
  };
}
