import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

/**
 * Puts the page actions (Copy page and its menu: src/components/PageActions)
 * beside the title, and the feedback box (src/components/PageFeedback) after
 * the content. The actions come first and float right, so the title that the
 * original renders flows beside them.
 */
export default function DocItemContentWithPageActions(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
      <PageFeedback pageTitle={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
