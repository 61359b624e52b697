#!/usr/bin/env node
/**
 * Every UI string exists in English: each id passed to translate() or
 * <Translate> in our components has an entry in i18n/en/code.json, and no
 * English translation file (code.json, navbar, footer, sidebars, blog
 * options) still carries Japanese text.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {LockError} from '../plugins/translation-drift/lock.ts';
import {driftReport, formatReport} from '../plugins/translation-drift/report.ts';

const root = new URL('../..', import.meta.url).pathname;
const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
const problems = [];

function files(dir, pattern) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : files(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });
}

const codeFile = 'i18n/en/code.json';
const english = JSON.parse(readFileSync(join(root, codeFile), 'utf8'));
const idPattern = /translate\(\s*\{\s*id:\s*'([^']+)'|<Translate\s[^>]*\bid="([^"]+)"/g;
for (const file of files(join(root, 'src'), /\.(ts|tsx)$/)) {
  for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) {
    const id = match[1] ?? match[2];
    if (!english[id])
      problems.push(`${relative(root, file)}: "${id}" has no English message in ${codeFile}`);
  }
}

for (const file of files(join(root, 'i18n/en'), /\.json$/)) {
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value?.message === 'string' && japanese.test(value.message)) {
      problems.push(`${relative(root, file)}: "${key}" is still Japanese: ${value.message}`);
    }
  }
}

// The translation lock (src/plugins/translation-drift): stale sections are work in progress and
// are only counted here; a malformed lock, or one naming what no longer exists, is an error.
try {
  const report = driftReport(root);
  problems.push(...report.lockErrors);
  console.log(formatReport(report).split('\n').at(-1));
} catch (error) {
  if (!(error instanceof LockError)) throw error;
  problems.push(error.message);
}

if (problems.length > 0) {
  console.error(`Translation check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Translation check passed.');
