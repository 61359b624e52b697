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

/** Runs in the browser, inlined into the head; the CSP allows it by hash (src/plugins/static-host.ts). */
function runAppScriptsAfterFirstPaint() {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const links = document.querySelectorAll<HTMLLinkElement>('link[data-app-script]');
    links.forEach((link, index) => {
      const script = document.createElement('script');
      script.src = link.href;
      // Inserted scripts run as they arrive unless told to keep document order.
      script.async = false;
      // The main bundle (last) has started the app: the site loaded properly.
      if (index === links.length - 1) script.onload = removeBaseUrlIssueBanner;
      document.head.appendChild(script);
    });
  }
  // Docusaurus's base-URL banner (home page only) is inserted at
  // DOMContentLoaded when the app has not started yet, which it expects of
  // deferred scripts; ours start later, so the banner (hidden by the site's
  // CSS) comes in on every visit and goes once the app runs. It stays when the
  // scripts cannot load, as with a wrong baseUrl. e2e/specs/site-shell.spec.ts
  // checks both.
  function removeBaseUrlIssueBanner() {
    const banner = document.getElementById('__docusaurus-base-url-issue-banner-container');
    if (banner) banner.remove();
  }
  // Not transpiled like the bundles: no syntax newer than the oldest browser we serve, or no page would start there.
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!paintTiming || document.visibilityState !== 'visible') {
    start();
    return;
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
}

/** The main bundle renders the app, so it runs after the runtime and the route's chunks have registered. */
const mainBundle = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * Our only change to Docusaurus's template: this replaces its
 * `<% it.scripts.forEach(...) %><script src defer>` block. A unit test
 * (html-template.test.ts) fails when Docusaurus's template changes anywhere else.
 */
export const appScriptsBlock = `    <% const mainBundle = ${mainBundle}; %>
    <% [...it.scripts.filter((s) => !mainBundle.test(s)), ...it.scripts.filter((s) => mainBundle.test(s))].forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-app-script>
    <% }); %>
    <script>(${runAppScriptsAfterFirstPaint.toString()})()</script>
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
