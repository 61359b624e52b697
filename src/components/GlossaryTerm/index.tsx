import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A glossary term in running text (the remark plugin
 * `src/plugins/remark-glossary.ts` puts one at the first use of each term):
 * a link to its entry on the glossary page, with the definition beside it as
 * a tooltip that CSS shows on hover and focus.
 *
 * The link is a plain `<a>`, not Docusaurus's `<Link>`: each `<Link>` in view
 * prefetches its target, and the prefetcher tells targets apart by their
 * `#anchor`, so a page with 20 terms on screen asked for the glossary's
 * chunks 20 times. Following the link loads the glossary page. The link is
 * still reported to the build's broken-link and anchor checks, and the
 * glossary page reports its anchors (`src/components/Glossary`).
 */
export default function GlossaryTerm({
  id,
  tip,
  children,
}: {
  /** The entry's anchor on the glossary page. */
  id: string;
  /** The definition, shown as the tooltip. */
  tip: string;
  children: ReactNode;
}): ReactNode {
  const href = useBaseUrl(`/reference/glossary#${id}`);
  useBrokenLinks().collectLink(href);
  const tipId = `glossary-tip-${id}`;
  return (
    <span className="glossary-term">
      {/* Not <Link>: it would prefetch the glossary once per term (see above). */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={href} aria-describedby={tipId}>
        {children}
      </a>
      <span role="tooltip" id={tipId} className="glossary-term__tip" hidden>
        {tip}
      </span>
    </span>
  );
}
