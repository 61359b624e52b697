import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {appScriptsBlock, ssrTemplate} from './html-template';

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
    "Docusaurus's template no longer lists the scripts as one `<% it.scripts.forEach %>` block of `<script defer>` tags: port src/config/html-template.ts's appScriptsBlock to how it lists them now.",
  );
  assert.equal(
    ssrTemplate.split(appScriptsBlock).length,
    2,
    'src/config/html-template.ts must contain appScriptsBlock exactly once',
  );
  const marker = '<!-- SCRIPTS -->\n';
  assert.equal(
    ssrTemplate.replace(appScriptsBlock, marker),
    upstream.replace(upstreamScriptsBlock, marker),
    "Docusaurus's SSR template changed outside the scripts block: copy its new version into src/config/html-template.ts and keep only appScriptsBlock different.",
  );
});
