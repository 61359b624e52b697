/**
 * The HTML page Docusaurus writes for every route: its default template, with
 * one change to how the page's scripts load.
 *
 * The default template lists the scripts as `<script defer>`. Those run as
 * soon as the document is parsed, which on a fast connection is before the
 * browser has painted anything, so the reader looks at a blank page while
 * React starts. Here every script the page needs (the webpack runtime, the
 * route's own chunks, the main bundle last) is preloaded from the head, so
 * the downloads start at once, and a small inline script runs them, in order,
 * once the first contentful paint has happened. Where paint timing is not
 * available, or the page opens in a background tab (which never paints), the
 * scripts run right away; a timer covers a paint that never comes.
 */

import {readFileSync} from 'node:fs';

/**
 * The script that starts the page's scripts after the first paint, minified
 * ahead of time (./minify.ts says why; `npm run ssr-template:minify` after an
 * edit of the readable run-app-scripts-after-first-paint.js).
 */
const inlineScript = readFileSync(
  new URL('./run-app-scripts-after-first-paint.min.js', import.meta.url),
  'utf8',
).trimEnd();

/** The main bundle renders the app, so it runs after the runtime and the route's chunks have registered. */
const mainBundle = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * Our only change to Docusaurus's template: this replaces its
 * `<% it.scripts.forEach(...) %><script src defer>` block. A unit test
 * (index.test.ts here) fails when Docusaurus's template changes anywhere else.
 */
export const appScriptsBlock = `    <% const mainBundle = ${mainBundle}; %>
    <% [...it.scripts.filter((s) => !mainBundle.test(s)), ...it.scripts.filter((s) => mainBundle.test(s))].forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-app-script>
    <% }); %>
    <script>${inlineScript}</script>
`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
${appScriptsBlock}  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
