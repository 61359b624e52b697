// Cuts one built HTML page into the page and its h2/h3 sections, for the
// search index. Plain JavaScript: it runs in worker threads, which load it
// without the TypeScript loader Docusaurus uses for the config.
import {fromHtml} from 'hast-util-from-html';
import {toText} from 'hast-util-to-text';

/** Elements whose text is not content: scripts, decoration, heading links. */
function isSkipped(node) {
  if (node.type !== 'element') return false;
  const {tagName, properties = {}} = node;
  if (['script', 'style', 'svg', 'noscript', 'button', 'nav'].includes(tagName)) return true;
  if (properties.ariaHidden === 'true' || properties.ariaHidden === true) return true;
  const classes = properties.className ?? [];
  return classes.includes('hash-link');
}

function clean(node) {
  if (!node.children) return node;
  return {...node, children: node.children.filter((child) => !isSkipped(child)).map(clean)};
}

function text(node) {
  return toText(clean(node))
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function findAll(node, test, found = []) {
  if (test(node)) found.push(node);
  for (const child of node.children ?? []) findAll(child, test, found);
  return found;
}

const hasClass = (name) => (node) =>
  node.type === 'element' && (node.properties?.className ?? []).includes(name);
const isTag =
  (...names) =>
  (node) =>
    node.type === 'element' && names.includes(node.tagName);

/**
 * @param {string} html
 * @returns {{title: string, content: string, keywords?: string, sections: {anchor: string, title: string, content: string, parent?: string}[]} | undefined}
 */
export function scanHtml(html) {
  const tree = fromHtml(html);
  const articles = findAll(tree, isTag('article'));
  let markdown;
  let article;
  for (const candidate of articles) {
    markdown = findAll(candidate, hasClass('markdown'))[0];
    if (markdown) {
      article = candidate;
      break;
    }
  }
  if (!markdown) return undefined;
  const h1 = findAll(article, isTag('h1'))[0];
  if (!h1) return undefined;
  const keywords = findAll(
    tree,
    (node) => isTag('meta')(node) && node.properties?.name === 'keywords',
  )
    .map((node) => String(node.properties.content ?? '').replace(/,/g, ' '))
    .join(' ')
    .trim();

  const page = {title: text(h1), content: '', sections: [], ...(keywords && {keywords})};
  let current = null;
  /** The latest h2's title: an h3 stands under it. */
  let h2 = '';
  const parts = [];
  const append = (value) => {
    if (!value) return;
    if (current) current.parts.push(value);
    else parts.push(value);
  };
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (isSkipped(child) || isTag('header')(child) || child === h1) continue;
      if (isTag('h2', 'h3')(child)) {
        const title = text(child);
        const parent = child.tagName === 'h3' ? h2 : '';
        if (child.tagName === 'h2') h2 = title;
        current = {anchor: String(child.properties?.id ?? ''), title, parent, parts: []};
        page.sections.push(current);
      } else if (child.type === 'element' && findAll(child, isTag('h2', 'h3')).length > 0) {
        walk(child);
      } else if (child.type === 'text') {
        append(child.value.trim());
      } else {
        append(text(child));
      }
    }
  };
  walk(markdown);
  page.content = parts.join(' ').replace(/\s+/g, ' ').trim();
  page.sections = page.sections
    .filter((section) => section.anchor)
    .map(({anchor, title, parent, parts: sectionParts}) => ({
      anchor,
      title,
      content: sectionParts.join(' ').replace(/\s+/g, ' ').trim(),
      ...(parent && {parent}),
    }));
  return page;
}
