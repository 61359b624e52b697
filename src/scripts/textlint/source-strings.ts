/**
 * The Japanese text that reaches readers without being a page: the OpenAPI documents' `x-ja-*`
 * strings (static/openapi/*.yaml), the API page generator's labels (src/scripts/api/*.ts), the
 * Markdown twins' strings (src/markdown/strings.ts), the glossary (src/data/glossary.ts), the
 * site's config strings (src/config/*.ts), the theme's translations (i18n/ja/code.json) and the
 * lazily loaded components' `*.strings.ts` under src/components (their `en` values are English).
 * `npm run tools -- lint:text` extracts each string with the key it sits under and lints it with the
 * Japanese configuration, so a retired term or a typography slip is reported at its file and key.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';

export type SourceString = {file: string; line: number; key: string; text: string};

const japanese = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/**
 * Japanese text, not English that quotes a Japanese name (the glossary's English definitions
 * give 調達期間 in passing): at least a third of its letters are Japanese.
 */
const isJapanese = (text: string) => {
  const ja = text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return ja > 0 && ja * 2 >= latin;
};

/** Every string under an `x-ja-*` key of an OpenAPI document, keyed by its path in the document. */
export function openApiStrings(file: string, source: string): SourceString[] {
  const lines = source.split('\n');
  const lineOf = (text: string) => {
    const first = text.split('\n')[0].slice(0, 40);
    const index = lines.findIndex((line) => line.includes(first));
    return index + 1;
  };
  const out: SourceString[] = [];
  const walk = (node: unknown, path: string, underJa: boolean) => {
    if (typeof node === 'string') {
      if (underJa && japanese.test(node))
        out.push({file, line: lineOf(node), key: path, text: node});
    } else if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${path}[${index}]`, underJa));
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node))
        walk(child, path ? `${path}.${key}` : key, underJa || key.startsWith('x-ja-'));
    }
  };
  walk(yaml.load(source), '', false);
  return out;
}

/**
 * The name a string literal is the value of: its property or variable, or the call it is passed
 * to with that call's first argument (`entry('fip')`, a glossary entry).
 */
function keyOf(node: ts.Node): string {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at && names.length < 3; at = at.parent) {
    if (
      (ts.isPropertyAssignment(at) ||
        ts.isVariableDeclaration(at) ||
        ts.isPropertyDeclaration(at)) &&
      at.name
    )
      names.unshift(at.name.getText());
    else if (ts.isCallExpression(at))
      names.unshift(`${at.expression.getText()}(${at.arguments[0]?.getText() ?? ''})`);
  }
  return names.join('.') || '(string)';
}

/** A glossary alias (`[term, [aliases…], definition]`): a surface form to find, not prose. */
const isAlias = (node: ts.Node) =>
  ts.isArrayLiteralExpression(node.parent) && ts.isArrayLiteralExpression(node.parent.parent);

/**
 * Every string and template literal with Japanese in a TypeScript file, keyed by the property or
 * variable it is the value of. A template's `${…}` reads as 0, as code does in the page lint.
 */
export function typeScriptStrings(file: string, source: string): SourceString[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: SourceString[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => `0${span.literal.text}`)].join(
        '',
      );
    if (text !== undefined && isJapanese(text) && !ts.isImportDeclaration(node.parent)) {
      if (isAlias(node)) return;
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      out.push({file, line, key: keyOf(node), text});
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return out;
}

/** The messages of a Docusaurus translation file (i18n/ja/code.json), keyed by message id. */
export function codeJsonStrings(file: string, source: string): SourceString[] {
  const lines = source.split('\n');
  return Object.entries(JSON.parse(source) as Record<string, {message: string}>)
    .filter(([, {message}]) => japanese.test(message))
    .map(([key, {message}]) => ({
      file,
      line: lines.findIndex((line) => line.includes(JSON.stringify(key))) + 1,
      key,
      text: message,
    }));
}

const typeScriptIn = (root: string, dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `${dir}/${name}`)
    : [];

/** A lazily loaded component's strings (src/components/localeStrings.ts), relative to the site. */
const componentStringFiles = (root: string) =>
  readdirSync(join(root, 'src/components'), {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.strings.ts'))
    .map((name) => `src/components/${name}`)
    .sort();

/** The files whose strings are linted, relative to the site. */
export function sourceStringFiles(root: string): string[] {
  return [
    ...readdirSync(join(root, 'static/openapi'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `static/openapi/${name}`),
    ...typeScriptIn(root, 'src/scripts/api'),
    'src/markdown/strings.ts',
    'src/data/glossary.ts',
    ...typeScriptIn(root, 'src/config'),
    'i18n/ja/code.json',
    ...componentStringFiles(root),
  ].filter((file) => existsSync(join(root, file)));
}

/** The strings of one file. */
export function stringsOf(root: string, file: string): SourceString[] {
  const source = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.yaml')) return openApiStrings(file, source);
  if (file.endsWith('.json')) return codeJsonStrings(file, source);
  return typeScriptStrings(file, source);
}

/**
 * One file's strings as one Markdown document, a paragraph each, with the line where each starts
 * (a message at a line of the document is reported at its string's file, line and key).
 */
export function asDocument(strings: SourceString[]): {
  text: string;
  starts: number[];
  strings: SourceString[];
} {
  const starts: number[] = [];
  const parts: string[] = [];
  let line = 1;
  for (const string of strings) {
    // Inline code is a name, not words: as short as the page lint reads it, so a list of codes is not a long sentence.
    const text = string.text
      .trim()
      .replace(/\n{2,}/g, '\n')
      .replace(/`[^`\n]+`/g, '`0`');
    starts.push(line);
    parts.push(text);
    line += text.split('\n').length + 1;
  }
  return {text: `${parts.join('\n\n')}\n`, starts, strings};
}
