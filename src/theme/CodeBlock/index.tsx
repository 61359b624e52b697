import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// Prism and its grammars (about 25 KiB gzip) load with the first code block a
// reader meets, not with every page. The static HTML is already highlighted;
// React keeps it until this chunk arrives.
const HighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre className="code-block-loading">{props.children}</pre>}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
