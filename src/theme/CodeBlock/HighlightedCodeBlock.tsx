import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock';

// The theme registers the extra grammars from a client module that would put
// Prism in every page's bundle (see src/upstream/deferred-prism/index.ts); here they
// are registered once, in this lazily loaded chunk.
prismIncludeLanguages(Prism);

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
