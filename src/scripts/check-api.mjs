#!/usr/bin/env node
/**
 * `npm run check:api`: the OpenAPI documents in static/openapi/ are the single
 * source of truth for the API pages. This check
 *   1. validates v1.yaml and v2.yaml against the OpenAPI 3.1 schema, plus the
 *      documentation extensions the pages use (x-errors, x-ja-description …);
 *   2. validates every example in the documents, and every JSON example,
 *      curl command and code tab in the API pages (both languages, v1 and
 *      v2), against the JSON Schemas of the documents (Ajv 2020-12);
 *   3. regenerates the tables and examples held between api:begin/api:end
 *      markers in the pages and fails when a page is out of date.
 * `npm run check:api -- --write` rewrites the generated regions instead.
 */
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {loadDocument, root, versions} from './api/openapi.mjs';
import {
  checkCoverage,
  checkCurl,
  checkJsonBlock,
  checkTabs,
  codeBlocks,
  curlCommands,
  pageFiles,
  slugOf,
  updateRegions,
} from './api/pages.mjs';
import {checkSnippets} from './api/snippets.mjs';
import {
  lintDocument,
  schemaValidator,
  validateDocumentExamples,
  validateOpenApi,
} from './api/validate.mjs';

const write = process.argv.includes('--write');
const problems = [];
const counts = {
  documents: 0,
  documentExamples: 0,
  pages: 0,
  regions: 0,
  jsonBlocks: 0,
  curl: 0,
  snippets: 0,
};
const snippets = [];

for (const version of versions) {
  const doc = loadDocument(version);
  counts.documents += 1;
  problems.push(...(await validateOpenApi(doc, version)), ...lintDocument(doc, version));
  const validate = schemaValidator(
    doc,
    `https://docs.hinata-cloud.example/openapi/${version.id}.yaml`,
  );
  const examples = validateDocumentExamples(doc, version, validate);
  problems.push(...examples.problems);
  counts.documentExamples += examples.count;

  const filesBySlug = {};
  for (const locale of ['ja', 'en']) {
    const files = pageFiles(version.pages[locale]);
    filesBySlug[locale] = new Map(files.map((f) => [slugOf(readFileSync(f, 'utf8')), f]));
    for (const file of files) {
      const where = relative(root, file);
      const updated = updateRegions(doc, file, readFileSync(file, 'utf8'), locale, files, write);
      problems.push(...updated.problems);
      counts.pages += 1;
      counts.regions += (updated.source.match(/api:begin/g) ?? []).length;
      problems.push(...checkTabs(updated.source, where));
      for (const block of codeBlocks(updated.source)) {
        const at = `${where}:${block.line}`;
        if (block.lang === 'json') {
          counts.jsonBlocks += 1;
          problems.push(...checkJsonBlock(doc, block, validate, at));
        } else if (block.lang === 'bash') {
          for (const request of curlCommands(block.code)) {
            counts.curl += 1;
            problems.push(...checkCurl(doc, version, request, validate, at));
          }
        } else if (block.lang === 'python' || block.lang === 'ts' || block.lang === 'typescript') {
          snippets.push({lang: block.lang, code: block.code, where: at});
        } else if (!['http', 'text'].includes(block.lang)) {
          problems.push(
            `${at}: code block language "${block.lang}" is not one of json, bash, python, ts, http, text`,
          );
        }
      }
      if (version.id === 'v1' && !/\]\(\/api\/[a-z-]+(#[a-z0-9-]+)?\)/.test(updated.source)) {
        problems.push(
          `${where}: a v1 page needs a box that links to its v2 counterpart (/api/<slug>)`,
        );
      }
    }
  }
  problems.push(...checkCoverage(doc, version, filesBySlug));
}

const snippetProblems = checkSnippets(snippets);
counts.snippets = snippets.length;
problems.push(...snippetProblems);

console.log(
  `check:api: ${counts.documents} OpenAPI documents, ${counts.documentExamples} document examples (en and ja), ` +
    `${counts.pages} pages, ${counts.regions} generated regions, ${counts.jsonBlocks} hand-written JSON examples, ` +
    `${counts.curl} curl commands, ${counts.snippets} Python/TypeScript snippets.`,
);
if (problems.length > 0) {
  console.error(`API check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(write ? 'API check passed; generated regions written.' : 'API check passed.');
