import React from 'react';
import type {Props} from '@theme/CodeBlock';
import {deferredComponent} from '@site/src/components/HydrateWhenVisible';

/**
 * Prism and its grammars (about 25 KiB gzip) load when a code block comes
 * near the viewport, not with every page; until then the server's highlighted
 * HTML stays as it is. See src/components/HydrateWhenVisible.
 */
export default deferredComponent<Props>(() => import('./HighlightedCodeBlock'), {
  // Focusable like the highlighted block, whose long lines scroll sideways.
  placeholder: (props) => (
    <pre className="code-block-loading" tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  ),
});
