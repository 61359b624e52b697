import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

/**
 * Names the release note's Markdown twin (written by
 * src/plugins/markdown-pages.ts at the post's permalink plus `.md`).
 */
export default function BlogPostPageMetadataWithMarkdownTwin(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={`${metadata.permalink}.md`} />
      </Head>
    </>
  );
}
