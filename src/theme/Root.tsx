import type {ReactNode} from 'react';
import LanguageSuggestion from '@site/src/components/LanguageSuggestion';

/**
 * Docusaurus's documented wrapper around the whole app (it stays mounted
 * across navigations). It adds the language suggestion, first in reading
 * order so keyboard and screen reader users meet it early.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <LanguageSuggestion />
      {children}
    </>
  );
}
