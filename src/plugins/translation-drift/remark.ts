import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {expressionAttribute} from '../mdx-html';
import {createHistory} from './history';
import {readLock, type TranslationLock} from './lock';
import {pairOf} from './pairs';
import {sectionsOf} from './sections';

export type RemarkTranslationDriftOptions = {
  siteDir: string;
  /** The Japanese page's URL path for an English source file (relative to the site), from the loaded content. */
  japanesePermalink: (englishFile: string) => string | undefined;
  /** The lock; read from the site when left out (tests pass their own). */
  lock?: TranslationLock;
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[char]!,
  );

/**
 * The notice under a stale section's heading: static markup, no script.
 *
 *   <aside role="note" class="translation-drift-notice">
 *     <p>The Japanese version of this section was updated on November 26, 2026, after this translation.
 *        <a href="/technology/simulations/fip#premium" hreflang="ja">Read the updated section in Japanese</a></p>
 *   </aside>
 *
 * The paragraph is set as inner HTML so that the link stays a plain `<a>`:
 * MDX would render a JSX `<a>` as Docusaurus's `<Link>`, which prefixes the
 * English base URL and routes inside the English app, where the Japanese
 * page does not exist. Following it is a full page load into the other locale.
 */
export function staleNotice(date: string, href: string): RootContent {
  const day = dateFormat.format(new Date(`${date}T00:00:00Z`));
  const html = `The Japanese version of this section was updated on ${day}, after this translation. <a href="${escapeHtml(href)}" hreflang="ja">Read the updated section in Japanese</a>`;
  return {
    type: 'mdxJsxFlowElement',
    name: 'aside',
    attributes: [attribute('role', 'note'), attribute('className', 'translation-drift-notice')],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'p',
        attributes: [
          expressionAttribute('dangerouslySetInnerHTML', `({__html: ${JSON.stringify(html)}})`),
        ],
        children: [],
      },
    ],
  } as unknown as RootContent;
}

/**
 * On an English page, each section whose Japanese source changed since the
 * English section was last reconciled (i18n/en/translation-lock.json) gets a
 * notice under its heading, with the date of the Japanese change and a link to
 * that section of the Japanese page. Sections in sync show nothing. Runs after
 * Docusaurus's heading plugin, which sets each heading's id.
 */
export default function remarkTranslationDrift(options: RemarkTranslationDriftOptions) {
  const changeDate = createHistory(options.siteDir);
  return (root: Root, file: VFile) => {
    if (!file.path) return;
    const pair = pairOf(options.siteDir, file.path);
    if (!pair || file.path !== join(options.siteDir, pair.en) || !pair.jaExists) return;
    const lock = options.lock ?? readLock(options.siteDir);
    const recorded = lock.pages[pair.ja] ?? {};
    const stale = new Map(
      sectionsOf(readFileSync(join(options.siteDir, pair.ja), 'utf8'))
        .filter((section) => recorded[section.id] !== section.hash)
        .map((section) => [section.id, section.hash]),
    );
    if (stale.size === 0) return;
    const permalink = options.japanesePermalink(pair.en);
    if (!permalink)
      throw new Error(
        `translation-drift: no Japanese URL is known for ${pair.en}, so its stale sections cannot link to it. Is ${pair.ja} a page of a docs area or the release notes?`,
      );
    root.children = root.children.flatMap((node) => {
      if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) return [node];
      // Docusaurus's heading plugin puts the explicit id in `data.id` and `data.hProperties.id`.
      const data: {id?: string; hProperties?: {id?: unknown}} | undefined = node.data;
      const id = data?.id ?? (data?.hProperties?.id as string | undefined);
      const hash = id && stale.get(id);
      if (!id || !hash) return [node];
      return [node, staleNotice(changeDate(pair.ja, id, hash).date, `${permalink}#${id}`)];
    });
  };
}
