/**
 * Every worked example and numeric table marked in the pages is recomputed by src/examples/
 * and every number it prints is compared with the computed values (see src/examples/example.ts).
 * Run with `npm run tools -- check:examples`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {EXAMPLES} from '../examples';
import {releaseNotesArea, siteAreas} from '../facts/areas';
import type {WorkedExample} from '../examples/example';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Japanese source path → English twin (src/facts/areas.ts). */
export function englishTwin(page: string): string {
  const [folder, ...rest] = page.split('/');
  const area = siteAreas.find((candidate) => candidate.path === folder);
  if (!area) throw new Error(`${page} is in no area's source folder (src/facts/areas.ts)`);
  const inside = rest.join('/');
  return area === releaseNotesArea
    ? `i18n/en/${area.i18nFolder}/${inside}`
    : `i18n/en/${area.i18nFolder}/current/${inside}`;
}

const START = /\{\/\*\s*example:\s*([a-z0-9-]+)\s*\*\/\}/g;
const END = /\{\/\*\s*\/example\s*\*\/\}/;

/** The marked regions of a page, by example id. */
export function regions(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(START)) {
    const from = match.index + match[0].length;
    const end = END.exec(text.slice(from));
    if (!end) throw new Error(`example ${match[1]} has no {/* /example */} end marker`);
    if (found.has(match[1])) throw new Error(`example ${match[1]} is marked twice`);
    found.set(match[1], text.slice(from, from + end.index));
  }
  return found;
}

/**
 * The numbers a region prints, normalised like src/examples/example.ts prints them: no sign,
 * no thousands separators. Entity ids (ast-005, HFC 2026-10), ISO dates and clock times are
 * names, not quantities, and are skipped; so are list markers, heading ids and MDX comments.
 */
export function printedNumbers(region: string): string[] {
  const text = region
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<Source id="[^"]*" \/>/g, ' ') // source notes: their ids are not figures
    .replace(/^\s*\d+\.\s/gm, ' ') // ordered-list markers
    .replace(/\{,\}/g, ',')
    .replace(/\\[a-zA-Z]+/g, ' ') // LaTeX commands
    .replace(/\b[a-z]+-\d+\b/g, ' ') // entity ids: ast-005, scn-003, cpx-005
    .replace(/HFC \d{4}-\d{2}/g, ' ')
    .replace(/\d{4}-\d{2}-\d{2}/g, ' ')
    .replace(/\d{4}-\d{2}(?!\d)/g, ' ')
    .replace(/\d{1,2}:\d{2}/g, ' ');
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) =>
    match[0].replace(/,/g, '').replace(/^(\d+)\.$/, '$1'),
  );
}

export function checkExample(example: WorkedExample, page: string, text: string): string[] {
  const region = regions(text).get(example.id);
  if (region === undefined) return [`${page}: no region {/* example: ${example.id} */}`];
  const problems: string[] = [];
  const numbers = printedNumbers(region);
  const seen = new Set(numbers);
  for (const number of numbers) {
    if (!example.numbers.allowed.has(number)) {
      problems.push(
        `${page} (${example.id}): prints ${number}, which the example does not compute`,
      );
    }
  }
  for (const result of example.numbers.required) {
    if (!seen.has(result)) {
      problems.push(`${page} (${example.id}): does not print the result ${result}`);
    }
  }
  return problems;
}

/** Markdown sources of both languages, so a region no example computes is reported too. */
const SOURCE_DIRECTORIES = [...siteAreas.map((area) => area.path), 'i18n/en'];

function markdownFiles(directory: string): string[] {
  return (readdirSync(join(root, directory), {recursive: true}) as string[])
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(root, directory, name));
}

function main(): void {
  const problems: string[] = [];
  const known = new Set(EXAMPLES.map((example) => example.id));
  for (const file of SOURCE_DIRECTORIES.flatMap(markdownFiles)) {
    for (const id of regions(readFileSync(file, 'utf8')).keys()) {
      if (!known.has(id)) problems.push(`${file}: region ${id} is not computed by src/examples/`);
    }
  }
  let numbersChecked = 0;
  const ids = new Set<string>();
  for (const example of EXAMPLES) {
    if (ids.has(example.id)) problems.push(`example id ${example.id} is used twice`);
    ids.add(example.id);
    for (const page of [example.page, englishTwin(example.page)]) {
      const text = readFileSync(join(root, page), 'utf8');
      problems.push(...checkExample(example, page, text));
      numbersChecked += printedNumbers(regions(text).get(example.id) ?? '').length;
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) in the worked examples.`);
    process.exit(1);
  }
  console.log(
    `Worked examples check passed: ${EXAMPLES.length} examples, ${numbersChecked} printed numbers in both languages match the computed values.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
