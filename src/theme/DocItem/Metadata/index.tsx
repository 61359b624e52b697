import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * Names the page's Markdown twin (written by src/plugins/markdown-pages.ts at
 * the page's permalink plus `.md`), so tools that read the HTML can find it.
 */
export default function DocItemMetadataWithMarkdownTwin(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={`${metadata.permalink}.md`} />
      </Head>
    </>
  );
}
