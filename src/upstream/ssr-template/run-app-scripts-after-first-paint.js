/**
 * Inlined into the head of every page by src/upstream/ssr-template/index.ts (the
 * CSP allows it by hash, src/upstream/static-host/index.ts): runs the page's
 * preloaded scripts once the first contentful paint has happened.
 * Plain JavaScript, never transpiled like the bundles: no syntax newer than
 * the oldest browser we serve, or no page would start there.
 */
(function runAppScriptsAfterFirstPaint() {
  let started = false;
  function start() {
    if (started) return;
    // A long page can paint before the parser reaches its end. The app must
    // not start on half a document (deferred scripts never do): it would
    // hydrate, and look for server-rendered markup, that is not there yet.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start);
      return;
    }
    started = true;
    const links = document.querySelectorAll('link[data-app-script]');
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
})();
