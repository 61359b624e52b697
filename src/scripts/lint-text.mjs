#!/usr/bin/env node
/**
 * Prose lint for every content page: textlint with `.textlintrc.ja.json` on the
 * Japanese sources and `.textlintrc.en.json` on the English twins.
 *
 * Why a script and not the plain `textlint` command: our pages are MDX inside
 * `.md` files (imports, JSX such as <Tabs>, `{/* #id *\/}` heading ids, math).
 * textlint always puts its built-in Markdown plugin first, so for `.md` files
 * it would win over `textlint-plugin-mdx` and lint JSX and heading ids as
 * prose. Here the built-in Markdown plugin is removed from the loaded
 * configuration, so `textlint-plugin-mdx` parses the pages; code, inline code,
 * math, JSX and MDX expressions are then not prose. The two languages run in
 * parallel (one worker thread each).
 *
 * The Japanese strings that reach readers from outside the pages (the OpenAPI documents' x-ja-*
 * text, the API page generator's and the Markdown twins' labels, the glossary, the config strings,
 * i18n/ja/code.json; src/scripts/textlint/source-strings.ts) are linted too, as Markdown with the
 * Japanese configuration, and reported at their file, line and key. Two rules are off for them:
 * labels end without 。, and a file of labels mixes no styles that a reader sees together.
 *
 * Usage: node --import tsx src/scripts/lint-text.mjs [--ja | --en | --strings] [--fix] [--format NAME] [file…]
 *   With no file, lints the whole site. Files under i18n/en/ use the English
 *   configuration, all others the Japanese one. `--fix` applies the fixes that
 *   rules offer and reports what is left. Exits 1 if any error is left.
 */
import {writeFile} from 'node:fs/promises';
import {relative, resolve} from 'node:path';
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';
import {createLinter, loadLinterFormatter, loadTextlintrc} from 'textlint';

const root = new URL('../..', import.meta.url).pathname;
if (isMainThread) process.chdir(root);

/**
 * Each language's textlint config and pages: Japanese in the areas' source
 * folders (src/facts/areas.ts), English under i18n/en/. Worker threads get
 * theirs from the main thread (they load no TypeScript).
 */
async function languages() {
  const {areas, releaseNotesArea} = await import('../facts/areas.ts');
  const sources = [
    ...areas.flatMap((area) =>
      area.versioned ? [area.path, `${area.path}_versioned_docs`] : [area.path],
    ),
    releaseNotesArea.path,
  ];
  const {asDocument, sourceStringFiles, stringsOf} = await import('./textlint/source-strings.ts');
  return {
    ja: {configFilePath: '.textlintrc.ja.json', patterns: sources.map((dir) => `${dir}/**/*.md`)},
    en: {configFilePath: '.textlintrc.en.json', patterns: ['i18n/en/**/*.md']},
    strings: {
      configFilePath: '.textlintrc.ja.json',
      patterns: [],
      // Plain data, so a worker thread can take it: each file's strings as one document.
      strings: sourceStringFiles(root).map((file) => ({
        file,
        ...asDocument(stringsOf(root, file)),
      })),
    },
  };
}

/** Rules that do not apply to a string out of its page: a label ends without 。, in any style. */
const notForStrings = /\/(?:ja-no-mixed-period|no-mix-dearu-desumasu)$/;

/**
 * Lints each file's strings as one Markdown document (src/scripts/textlint/source-strings.ts) and
 * reports each message at the string's file and line, with its key.
 */
async function lintStrings(linter, documents) {
  return Promise.all(
    documents.map(async ({file, text, starts, strings}) => {
      const result = await linter.lintText(text, `${file}.md`);
      const at = (line) => strings[starts.findLastIndex((start) => start <= line)];
      return {
        filePath: resolve(root, file),
        messages: result.messages.map((message) => {
          const string = at(message.line);
          return {
            ...message,
            line: string.line,
            column: 1,
            message: `[${string.key}] ${message.message}`,
            fix: undefined,
          };
        }),
      };
    }),
  );
}

const languageOf = (file) => {
  const path = relative(root, resolve(file));
  if (!/\.mdx?$/.test(path)) return 'strings';
  return path.startsWith('i18n/en/') ? 'en' : 'ja';
};

/** Lints (or fixes) the files of one language and returns plain result objects. */
async function lint({lang, files, fix, configFilePath, patterns, strings}) {
  const loaded = await loadTextlintrc({configFilePath});
  // The Japanese house-style rule lives in this repository (src/scripts/textlint/ja-house-style.mjs):
  // textlint configs name rules by package, so it is added to the loaded configuration here.
  const houseStyle =
    lang === 'ja' || lang === 'strings'
      ? [
          {
            ruleId: 'hinata/ja-house-style',
            rule: (await import('./textlint/ja-house-style.mjs')).default,
          },
        ]
      : [];
  // Pages are MDX in .md files; strings are plain Markdown, parsed by the built-in plugin.
  const dropped = strings ? 'mdx' : '@textlint/textlint-plugin-markdown';
  const descriptor = loaded.shallowMerge({
    plugins: loaded.plugin.toKernelPluginsFormat().filter((plugin) => plugin.pluginId !== dropped),
    rules: [...loaded.rule.toKernelRulesFormat(), ...houseStyle].filter(
      (rule) => !strings || !notForStrings.test(rule.ruleId),
    ),
  });
  if (strings) {
    const wanted = files.map((file) => relative(root, resolve(file)));
    const selected = files.length > 0 ? strings.filter(({file}) => wanted.includes(file)) : strings;
    return lintStrings(createLinter({descriptor}), selected);
  }
  const targets = files.length > 0 ? files.filter((file) => languageOf(file) === lang) : patterns;
  if (targets.length === 0) return [];
  const linter = createLinter({descriptor});
  if (!fix) return linter.lintFiles(targets);
  const fixed = await linter.fixFiles(targets);
  await Promise.all(
    fixed
      .filter((result) => result.applyingMessages.length > 0)
      .map((result) => writeFile(result.filePath, result.output)),
  );
  return linter.lintFiles(targets);
}

if (!isMainThread) {
  parentPort.postMessage(JSON.parse(JSON.stringify(await lint(workerData))));
} else {
  const args = process.argv.slice(2);
  let formatterName = 'stylish';
  const files = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--format') formatterName = args[(i += 1)];
    else if (!args[i].startsWith('--')) files.push(args[i]);
  }
  const fix = args.includes('--fix');
  const byLanguage = await languages();
  const only = Object.keys(byLanguage).filter((lang) => args.includes(`--${lang}`));
  const selected = only.length > 0 ? only : Object.keys(byLanguage);

  const started = Date.now();
  const runInWorker = (job) =>
    new Promise((resolvePromise, reject) => {
      const worker = new Worker(new URL(import.meta.url), {workerData: job});
      worker.once('message', resolvePromise);
      worker.once('error', reject);
    });
  const perLanguage = await Promise.all(
    selected.map((lang, i) => {
      const job = {lang, files, fix, ...byLanguage[lang]};
      return i === 0 ? lint(job) : runInWorker(job);
    }),
  );

  const results = perLanguage.flat();
  const formatter = await loadLinterFormatter({
    formatterName,
    color: Boolean(process.stdout.isTTY),
  });
  // The stylish formatter suggests plain `textlint --fix`, which would parse the pages as Markdown.
  const output = formatter
    .format(results)
    .replace(/^.*Try to run: \$ textlint --fix \[file\].*\n?/m, '');
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (formatterName === 'stylish') {
    const summary = selected.map((lang, i) => {
      const errors = perLanguage[i].reduce((sum, result) => sum + result.messages.length, 0);
      return `${lang}: ${perLanguage[i].length} files, ${errors} errors`;
    });
    console.log(`textlint ${summary.join('; ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (!fix && results.some((result) => result.messages.some((message) => message.fix))) {
      console.log(
        'Some errors can be fixed automatically: npm run tools -- lint:text --fix [file…]',
      );
    }
  }
  process.exitCode = results.some((result) => result.messages.length > 0) ? 1 : 0;
}
