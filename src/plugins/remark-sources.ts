import {createHash} from 'node:crypto';
import type {Nodes, Parent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import type {VFile} from 'vfile';
import {
  checkedOn,
  factFor,
  sourceLabels,
  type CheckedFact,
  type SourceLocale,
} from '../data/sources';
import {rawHtmlElement} from './mdx-html';

/**
 * `<Source id="imbalance-price-cap" />` after a regulatory or market figure becomes a small
 * marker that shows the fact's primary source and the day someone checked it
 * (src/data/sources.yml):
 *
 *   <span class="source-note">
 *     <button type="button" aria-expanded="false" aria-controls="source-note-3f9a1c-1"
 *       aria-label="出典：電力・ガス取引監視等委員会…（2026年11月27日確認）">出典</button>
 *     <span id="source-note-3f9a1c-1" class="source-note__panel" role="note" hidden>
 *       出典：<a href="https://www.egc.meti.go.jp/">電力・ガス取引監視等委員会…</a><br>2026年11月27日確認
 *     </span>
 *   </span>
 *
 * The panel shows while the marker is pointed at or focused (CSS, no script), and a click or tap
 * toggles it and its `aria-expanded` (src/clientModules/sourceNotes.ts). Like glossary terms, it
 * is plain MDX markup (src/plugins/mdx-html.ts; the static-html customisation keeps it out of the page's script when on), and `hidden` keeps
 * it out of the search index. An id that names no fact fails the build, naming the page.
 */

export type RemarkSourcesOptions = {locale: SourceLocale};

function idOf(node: MdxJsxTextElement): string | undefined {
  const id = node.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
  )?.value;
  return typeof id === 'string' ? id : undefined;
}

/** The marker's markup; `panelId` is unique on the page (a release-note list shows several posts). */
export function sourceNoteHtml(fact: CheckedFact, locale: SourceLocale, panelId: string): string {
  const labels = sourceLabels[locale];
  const checked = checkedOn(fact, locale);
  const name =
    locale === 'ja'
      ? `${labels.marker}${labels.separator}${fact.title.ja}（${checked}）`
      : `${labels.marker}${labels.separator}${fact.title.en} (${checkedOn(fact, locale, {midSentence: true})})`;
  const text = (value: string) => ({type: 'text' as const, value});
  return toHtml([
    {
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        className: ['source-note__button'],
        ariaExpanded: 'false',
        ariaControls: [panelId],
        ariaLabel: name,
      },
      children: [text(labels.marker)],
    },
    {
      type: 'element',
      tagName: 'span',
      properties: {id: panelId, className: ['source-note__panel'], role: 'note', hidden: true},
      children: [
        text(`${labels.marker}${labels.separator}`),
        {
          type: 'element',
          tagName: 'a',
          properties: {href: fact.source, rel: ['noopener'], dataSourceFact: fact.id},
          children: [text(fact.title[locale])],
        },
        {type: 'element', tagName: 'br', properties: {}, children: []},
        text(checked),
      ],
    },
  ]);
}

export default function remarkSources({locale}: RemarkSourcesOptions) {
  if (locale !== 'ja' && locale !== 'en') {
    throw new Error(`remark-sources: unknown locale ${String(locale)}`);
  }
  return (tree: Root, file: VFile) => {
    let count = 0;
    const page = createHash('sha256')
      .update(file.path ?? '')
      .digest('hex')
      .slice(0, 6);
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        const node = child as Nodes;
        if (
          (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
          node.name === 'Source'
        ) {
          const fact = factFor(idOf(node as MdxJsxTextElement), file.path ?? 'a page');
          count += 1;
          parent.children[index] = rawHtmlElement(
            sourceNoteHtml(fact, locale, `source-note-${page}-${count}`),
            'span',
            'source-note',
          ) as unknown as Parent['children'][number];
        } else if ('children' in node) {
          visit(node);
        }
      });
    };
    visit(tree);
  };
}
