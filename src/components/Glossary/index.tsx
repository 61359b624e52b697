import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  glossaryByCategory,
  type GlossaryCategory,
  type GlossaryLocale,
} from '@site/src/data/glossary';

/**
 * One section of the glossary page: the entries of a category as a
 * definition list, each term with its anchor (the id pages link to), its
 * definition and a link to the page that explains it. The text is in the
 * HTML, so search indexes it like any page.
 */
export default function GlossaryList({category}: {category: GlossaryCategory}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const locale: GlossaryLocale = currentLocale === 'en' ? 'en' : 'ja';
  const brokenLinks = useBrokenLinks();
  const section = glossaryByCategory(locale).find((group) => group.category === category);
  if (!section || section.entries.length === 0) {
    throw new Error(`GlossaryList: no glossary entries in category "${category}"`);
  }
  return (
    <dl className="glossary">
      {section.entries.map((entry) => {
        // The docs' tooltips link to these ids; the build's anchor check knows them from here.
        brokenLinks.collectAnchor(entry.id);
        const text = entry[locale];
        return (
          <div key={entry.id} className="glossary__entry">
            <dt id={entry.id}>{text.term}</dt>
            <dd>
              {text.definition}{' '}
              <Link to={entry.path}>
                <Translate
                  id="glossary.explainedIn"
                  description="Link from a glossary entry to the page that explains the term">
                  詳しい説明
                </Translate>
                <span className="sr-only">
                  <Translate
                    id="glossary.explainedInTerm"
                    description="Hidden end of the link text that names the term, for screen readers"
                    values={{term: text.term}}>
                    {'：{term}'}
                  </Translate>
                </span>
              </Link>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
