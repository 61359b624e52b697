import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

/**
 * On a release note's own page, puts the page actions (Copy page and its
 * menu: src/components/PageActions) beside the title, as DocItem/Content does
 * for docs pages; the note's Markdown twin is at its permalink plus `.md`
 * (src/plugins/markdown-pages.ts). Not in the release-notes list, where each
 * header is one post among many.
 */
export default function BlogPostItemHeaderWithPageActions(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
      <Header />
    </>
  );
}
