import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {readFileSync} from 'node:fs';
import {runInNewContext} from 'node:vm';
import {appScriptsBlock, ssrTemplate} from '.';
import {minified, minifiedFile, readableFile} from './minify';

const require = createRequire(import.meta.url);

/** Where @docusaurus/core 3.10 keeps the template it renders every page with. */
const upstreamTemplateModule = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Docusaurus's scripts block: one `<script defer>` per script. */
const upstreamScriptsBlock =
  /^ *<% it\.scripts\.forEach\(\(script\) => \{ %>\n *<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\n *<% \}\); %>\n/gm;

function upstreamTemplate(): string {
  try {
    return (require(upstreamTemplateModule) as {default: string}).default;
  } catch (error) {
    throw new Error(
      `Docusaurus's SSR template is no longer at ${upstreamTemplateModule}: find where @docusaurus/core keeps it now (the default of siteConfig.ssrTemplate, see ssgParams.js), and point this test there. ${String(error)}`,
    );
  }
}

test("our page template is Docusaurus's own, except for how the scripts load", () => {
  const upstream = upstreamTemplate();
  const blocks = upstream.match(upstreamScriptsBlock) ?? [];
  assert.equal(
    blocks.length,
    1,
    "Docusaurus's template no longer lists the scripts as one `<% it.scripts.forEach %>` block of `<script defer>` tags: port src/upstream/ssr-template/index.ts's appScriptsBlock to how it lists them now.",
  );
  assert.equal(
    ssrTemplate.split(appScriptsBlock).length,
    2,
    'src/upstream/ssr-template/index.ts must contain appScriptsBlock exactly once',
  );
  const marker = '<!-- SCRIPTS -->\n';
  assert.equal(
    ssrTemplate.replace(appScriptsBlock, marker),
    upstream.replace(upstreamScriptsBlock, marker),
    "Docusaurus's SSR template changed outside the scripts block: copy its new version into src/upstream/ssr-template/index.ts and keep only appScriptsBlock different.",
  );
});

/** Runs the template's inline script in a stand-in for a browser that has painted while still parsing the page. */
function runInlineScriptDuringParsing() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(appScriptsBlock)?.[1];
  assert.ok(script, 'the template inlines the script that starts the app');
  const appended: string[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const document = {
    readyState: 'loading',
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    querySelectorAll: () => [{href: '/assets/js/runtime.js'}, {href: '/assets/js/main.js'}],
    createElement: () => ({}),
    getElementById: () => null,
    head: {appendChild: (element: {src: string}) => appended.push(element.src)},
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (entries: unknown) => void) {}
    // The first contentful paint has already happened.
    observe() {
      this.callback({getEntriesByName: () => [{}]});
    }
  }
  runInNewContext(script, {document, PerformanceObserver, setTimeout: () => undefined});
  const fire = (type: string) => {
    document.readyState = 'interactive';
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return {appended, fire};
}

test('the app starts after the first paint, but never on a half-parsed page', () => {
  const {appended, fire} = runInlineScriptDuringParsing();
  assert.deepEqual(appended, [], 'the scripts ran before the document was parsed');
  fire('DOMContentLoaded');
  assert.deepEqual(appended, ['/assets/js/runtime.js', '/assets/js/main.js']);
});

test('the script the template inlines is the readable one, minified (npm run ssr-template:minify)', () => {
  assert.equal(
    readFileSync(minifiedFile, 'utf8'),
    minified(readFileSync(readableFile, 'utf8')),
    'run-app-scripts-after-first-paint.min.js is stale: run npm run ssr-template:minify',
  );
});
