import {createHash} from 'node:crypto';

/**
 * A page's sections as translation tracks them: each `##` or `###` heading
 * with its explicit id (`## 計画の提出 {/* #submitting *\/}`, the id both
 * languages share) and the text up to the next `##` or `###` heading. A
 * `##` section holds its own text only, not its `###` subsections, so an edit
 * flags the one section a translator has to read again.
 */
export type Section = {
  id: string;
  level: 2 | 3;
  /** 1-based line of the heading in the file. */
  line: number;
  /** Hash of the heading and text, after normalising whitespace. */
  hash: string;
};

const headingLine = /^(#{2,3}) (.+?)\s*$/;
const explicitId = /\{\/\* #([a-z0-9][a-z0-9-]*) \*\/\}$/;
const fence = /^\s*(```|~~~)/;

/** Hash of a section's text: blank lines and trailing spaces do not count, so reflowing a file flags nothing. */
export function sectionHash(lines: readonly string[]): string {
  const normalised = lines
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n');
  return createHash('sha256').update(normalised).digest('hex').slice(0, 16);
}

/** Lines of the body, and the line number (1-based) its first line has in the file. */
function body(source: string): {lines: string[]; firstLine: number} {
  const lines = source.split(/\r?\n/);
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) return {lines: lines.slice(end + 1), firstLine: end + 2};
  }
  return {lines, firstLine: 1};
}

/**
 * The `##`/`###` sections of an MDX source, outside code fences. A heading
 * without an explicit id has no section here (the content check reports it).
 */
export function sectionsOf(source: string): Section[] {
  const {lines, firstLine} = body(source);
  const starts: {id: string; level: 2 | 3; index: number}[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (fence.test(line)) inFence = !inFence;
    if (inFence) return;
    const heading = headingLine.exec(line);
    const id = heading && explicitId.exec(heading[2])?.[1];
    if (heading && id) starts.push({id, level: heading[1].length as 2 | 3, index});
    else if (heading) starts.push({id: '', level: heading[1].length as 2 | 3, index});
  });
  return starts.flatMap((start, n) => {
    if (!start.id) return [];
    const end = starts[n + 1]?.index ?? lines.length;
    return [
      {
        id: start.id,
        level: start.level,
        line: firstLine + start.index,
        hash: sectionHash(lines.slice(start.index, end)),
      },
    ];
  });
}
