import assert from 'node:assert/strict';
import {test} from 'node:test';
import {JSDOM} from 'jsdom';
import React, {type ComponentType, useEffect, version} from 'react';
import {renderToString} from 'react-dom/server';

/**
 * Formulas, glossary terms, code blocks and the Technology explainers keep the HTML the
 * server rendered: on the page the reader opened, their components render
 * `dangerouslySetInnerHTML={{__html: ''}}` with `suppressHydrationWarning`,
 * and React leaves the server's content in place (src/upstream/static-html/StaticHtml.tsx,
 * src/upstream/server-html/HydrateWhenVisible.tsx, which src/theme/CodeBlock uses).
 * React 18.3 and 19.3 do that; 19.0 to 19.2 empty such elements, and the
 * formulas then stay blank for good. This test renders the real components
 * on the server, hydrates them in jsdom, and fails the day React stops
 * keeping that HTML.
 */
const reactBehaviour =
  'React must keep the server HTML of an element rendered with dangerouslySetInnerHTML={{__html: ""}} and suppressHydrationWarning during hydration and later renders';

const formulaHtml = '<span class="katex"><span class="mord">E = mc²</span></span>';
const termHtml =
  '<a href="/reference/glossary#fip" aria-describedby="glossary-tip-fip">FIP</a><span role="tooltip" id="glossary-tip-fip" class="glossary-term__tip" hidden="">A premium on top of the market price.</span>';
const definitionElement = `<span class="glossary-term">${termHtml}</span>`;
const codeHtml = '<pre><code><span class="token keyword">const</span> answer = 42;</code></pre>';

/** A browser-like global scope for react-dom/client, which looks for it when first imported. */
function installDom(serverHtml: string): JSDOM {
  const dom = new JSDOM(
    `<!DOCTYPE html><html><body><div id="root">${serverHtml}</div></body></html>`,
  );
  const scope = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element']) {
    // Defined rather than assigned: Node 21+ has a global `navigator` with a getter only.
    Object.defineProperty(scope, name, {
      value: name === 'window' ? dom.window : dom.window[name as keyof typeof dom.window],
      configurable: true,
      writable: true,
    });
  }
  // The deferred components watch the viewport; here nothing ever comes near it.
  scope.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
  return dom;
}

/**
 * A commit of the tree React was given: the end of hydration, then of each later render.
 * Waiting for it rather than for a fixed time matters: a render that arrives while React is
 * still hydrating makes it render the whole root afresh, and the server's HTML goes with it.
 */
function nextCommit(): {committed: Promise<void>; Committed: ComponentType} {
  let resolve!: () => void;
  const committed = new Promise<void>((done) => {
    resolve = done;
  });
  const Committed = () => {
    useEffect(() => resolve());
    return null;
  };
  return {committed, Committed};
}

test(`the server's HTML survives hydration (React ${version})`, {timeout: 20_000}, async (t) => {
  // Server side: the formula file and the code block's module are loaded, as during the build.
  const {StaticHtmlSet, StaticHtml} = await import('../static-html/StaticHtml');
  const serverFormulas = new StaticHtmlSet('test-page', () =>
    Promise.resolve({default: [formulaHtml, termHtml]}),
  );
  await serverFormulas.ensureLoaded();
  const Highlighted: ComponentType<{code: string}> = () =>
    React.createElement('div', {dangerouslySetInnerHTML: {__html: codeHtml}});
  const {deferredComponent} = await import('./HydrateWhenVisible');
  const ServerCodeBlock = deferredComponent(() => Promise.resolve({default: Highlighted}));
  await new Promise((resolve) => setImmediate(resolve));

  const page = (
    formulas: InstanceType<typeof StaticHtmlSet>,
    CodeBlock: ComponentType<{code: string}>,
    Committed: ComponentType = () => null,
  ) =>
    React.createElement(
      'main',
      null,
      React.createElement(Committed),
      React.createElement(StaticHtml, {set: formulas, index: 0, as: 'span', className: 'math'}),
      React.createElement(StaticHtml, {
        set: formulas,
        index: 1,
        as: 'span',
        className: 'glossary-term',
      }),
      React.createElement(CodeBlock, {code: 'const answer = 42;'}),
    );
  const serverHtml = renderToString(page(serverFormulas, ServerCodeBlock));
  assert.ok(serverHtml.includes(formulaHtml), 'the server renders the formula');
  assert.ok(serverHtml.includes(codeHtml), 'the server renders the highlighted code');
  assert.ok(
    serverHtml.includes(definitionElement),
    'the server renders the glossary term with its definition',
  );

  // Browser side: nothing loaded; React hydrates the server's HTML.
  const dom = installDom(serverHtml);
  t.after(() => dom.window.close());
  const {hydrateRoot} = await import('react-dom/client');
  const browserFormulas = new StaticHtmlSet('test-page', () => {
    throw new Error('the static markup file must not be needed on the page the reader opened');
  });
  const BrowserCodeBlock = deferredComponent<{code: string}>(() => {
    throw new Error('the code block module must not load before it nears the viewport');
  });
  const errors: unknown[] = [];
  const hydration = nextCommit();
  const root = hydrateRoot(
    dom.window.document.getElementById('root')!,
    page(browserFormulas, BrowserCodeBlock, hydration.Committed),
    {onRecoverableError: (error) => errors.push(error)},
  );
  await hydration.committed;
  const html = dom.window.document.getElementById('root')!.innerHTML;
  assert.deepEqual(errors, [], `hydration failed: ${reactBehaviour}`);
  assert.ok(html.includes(formulaHtml), `the formula was emptied. ${reactBehaviour}`);
  assert.ok(html.includes(codeHtml), `the code block was emptied. ${reactBehaviour}`);
  assert.ok(html.includes(definitionElement), `the glossary term was emptied. ${reactBehaviour}`);

  // A later render of the same tree (a parent's state change) leaves it alone too.
  const rerender = nextCommit();
  root.render(page(browserFormulas, BrowserCodeBlock, rerender.Committed));
  await rerender.committed;
  const rerendered = dom.window.document.getElementById('root')!.innerHTML;
  assert.ok(rerendered.includes(formulaHtml), `a re-render emptied the formula. ${reactBehaviour}`);
  assert.ok(rerendered.includes(codeHtml), `a re-render emptied the code block. ${reactBehaviour}`);
  assert.ok(
    rerendered.includes(definitionElement),
    `a re-render emptied the glossary term. ${reactBehaviour}`,
  );
  root.unmount();
});
