import {locales} from '../../facts/areas';
/**
 * The two commands over the API pages: `api:generate` writes the generated
 * regions, `api:check` verifies the documents and the pages without writing.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {OpenApi, root, versions} from '../../openapi/document';
import {
  checkCoverage,
  checkCurl,
  checkJsonBlock,
  checkTabs,
  codeBlocks,
  curlCommands,
  pageFiles,
  renderRegions,
  slugOf,
} from './pages';
import {checkContract} from './contract';
import {checkReleaseNotes, checkVersions, versionHistory} from './history';
import {tryItFiles} from './try-it';
import {checkSnippets, type Snippet} from './snippets';
import {
  lintDocument,
  schemaValidator,
  validateDocumentExamples,
  validateOpenApi,
} from '../../openapi/validate';
import type {Locale} from '../../openapi/types';

/** Writes the generated regions of every API page; returns the problems and the pages it changed. */
export async function generate(): Promise<{
  problems: string[];
  written: string[];
  regions: number;
}> {
  const problems: string[] = [];
  const written: string[] = [];
  let regions = 0;
  for (const version of versions) {
    const api = await OpenApi.load(version.file);
    for (const [file, content] of tryItFiles(api, version.id, locales)) {
      const path = join(root, file);
      if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
      mkdirSync(dirname(path), {recursive: true});
      writeFileSync(path, content);
      written.push(file);
    }
    const history = await versionHistory(version.id);
    for (const locale of locales) {
      const files = pageFiles(version.pages[locale]);
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        const result = renderRegions(api, file, source, locale, files, history);
        problems.push(...result.problems);
        regions += result.regions;
        if (result.source !== source) {
          writeFileSync(file, result.source);
          written.push(relative(root, file));
        }
      }
    }
  }
  return {problems, written, regions};
}

export interface CheckCounts {
  documents: number;
  /** Versions in the change history derived from git. */
  versions: number;
  documentExamples: number;
  pages: number;
  regions: number;
  jsonBlocks: number;
  curl: number;
  snippets: number;
}

/** Every check of the documents and the pages; writes nothing. */
export async function check(): Promise<{problems: string[]; counts: CheckCounts}> {
  const problems: string[] = [];
  const counts: CheckCounts = {
    documents: 0,
    versions: 0,
    documentExamples: 0,
    pages: 0,
    regions: 0,
    jsonBlocks: 0,
    curl: 0,
    snippets: 0,
  };
  const snippets: Snippet[] = [];
  for (const version of versions) {
    const api = await OpenApi.load(version.file);
    const history = await versionHistory(version.id);
    if (history) {
      problems.push(
        ...checkVersions(version.file, history),
        ...checkReleaseNotes(version.file, history),
      );
      counts.versions += history.releases.length;
    }
    counts.documents += 1;
    problems.push(
      ...(await validateOpenApi(api, version)),
      ...lintDocument(api, version),
      // v1 is deprecated and frozen (served as published); the contract rules apply to v2.
      ...(version.id === 'v2' ? checkContract(api) : []),
    );
    const validate = schemaValidator(
      api,
      `https://docs.hinata-cloud.example/openapi/${version.id}.yaml`,
    );
    for (const [file, content] of tryItFiles(api, version.id, locales)) {
      const path = join(root, file);
      if (!existsSync(path) || readFileSync(path, 'utf8') !== content)
        problems.push(
          `${file}: the Try it data is out of date with ${version.file} (run npm run api:generate)`,
        );
    }
    const examples = validateDocumentExamples(api, version, validate);
    problems.push(...examples.problems);
    counts.documentExamples += examples.count;

    const filesBySlug = {} as Record<Locale, Map<string | undefined, string>>;
    for (const locale of locales) {
      const files = pageFiles(version.pages[locale]);
      filesBySlug[locale] = new Map(files.map((f) => [slugOf(readFileSync(f, 'utf8')), f]));
      for (const file of files) {
        const where = relative(root, file);
        const rendered = renderRegions(
          api,
          file,
          readFileSync(file, 'utf8'),
          locale,
          files,
          history,
        );
        problems.push(...rendered.problems);
        for (const spec of rendered.stale) {
          problems.push(
            `${where}: region "${spec}" is out of date with ${version.file} (run npm run api:generate)`,
          );
        }
        counts.pages += 1;
        counts.regions += rendered.regions;
        problems.push(...checkTabs(rendered.source, where));
        for (const block of codeBlocks(rendered.source)) {
          const at = `${where}:${block.line}`;
          if (block.lang === 'json') {
            counts.jsonBlocks += 1;
            problems.push(...checkJsonBlock(api, block, validate, at));
          } else if (block.lang === 'bash') {
            for (const request of curlCommands(block.code)) {
              counts.curl += 1;
              problems.push(...checkCurl(api, version, request, validate, at));
            }
          } else if (
            block.lang === 'python' ||
            block.lang === 'ts' ||
            block.lang === 'typescript'
          ) {
            snippets.push({lang: block.lang, code: block.code, where: at});
          } else if (!['http', 'text'].includes(block.lang)) {
            problems.push(
              `${at}: code block language "${block.lang}" is not one of json, bash, python, ts, http, text`,
            );
          }
        }
        if (version.id === 'v1' && !/\]\(\/api\/[a-z-]+(#[a-z0-9-]+)?\)/.test(rendered.source)) {
          problems.push(
            `${where}: a v1 page needs a box that links to its v2 counterpart (/api/<slug>)`,
          );
        }
      }
    }
    problems.push(...checkCoverage(api, version, filesBySlug));
  }
  problems.push(...checkSnippets(snippets));
  counts.snippets = snippets.length;
  return {problems, counts};
}
