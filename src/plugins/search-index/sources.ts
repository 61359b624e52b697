import type {SourceSection} from '../../search/types';

/**
 * Markdown/MDX source → the text a reader sees, cut into the page's intro and
 * its h2/h3 sections, for the development server's index (the production
 * index reads the built HTML instead). Front matter, imports, JSX tags,
 * comments and Markdown syntax go; the words stay. Heading ids come from the
 * explicit `{/* #id *\/}` every heading of ours carries.
 */
export type ExtractedSource = {content: string; sections: SourceSection[]};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** One line of Markdown as plain text. */
export function markdownLineToText(line: string): string {
  return line
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/\*\*|__|`|\$/g, '')
    .replace(/(^|\s)[*_]([^*_\s][^*_]*)[*_](?=\s|$)/g, '$1$2')
    .replace(/\|/g, ' ')
    .replace(/^\s*:?-{3,}:?(\s+:?-{3,}:?)*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function extractSource(source: string): ExtractedSource {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const intro: string[] = [];
  const sections: (SourceSection & {parts: string[]})[] = [];
  let h2 = '';
  let inFence = false;
  let inComment = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    const target = sections.at(-1)?.parts ?? intro;
    if (inFence) {
      target.push(line.trim());
      continue;
    }
    if (inComment) {
      if (line.includes('*/}') || line.includes('-->')) inComment = false;
      continue;
    }
    if (/^\s*(\{\/\*|<!--)/.test(line) && !/(\*\/\}|-->)/.test(line)) {
      inComment = true;
      continue;
    }
    if (/^(import|export)\s/.test(line) || /^\s*:::/.test(line) || /^\s*\$\$\s*$/.test(line))
      continue;
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(heading[2]);
      const title = markdownLineToText(heading[2].replace(/\{#[\w-]+\}/, ''));
      const parent = heading[1] === '###' ? h2 : '';
      if (heading[1] === '##') h2 = title;
      sections.push({
        anchor: explicit?.[1] ?? explicit?.[2] ?? slugify(title),
        title,
        content: '',
        parts: [],
        ...(parent && {parent}),
      });
      continue;
    }
    if (/^#\s/.test(line)) continue;
    const text = markdownLineToText(line);
    if (text) target.push(text);
  }
  const join = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();
  return {
    content: join(intro),
    sections: sections.map(({anchor, title, parent, parts}) => ({
      anchor,
      title,
      content: join(parts),
      ...(parent && {parent}),
    })),
  };
}
