import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';

/**
 * On a release note's own page, the feedback box (src/components/PageFeedback)
 * after the note, as DocItem/Content puts it after a docs page. Not in the
 * release-notes list, where each footer closes one post among many.
 */
export default function BlogPostItemFooterWithFeedback(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <PageFeedback pageTitle={metadata.title} permalink={metadata.permalink} />}
    </>
  );
}
