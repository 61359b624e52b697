// Worker thread of the development search index: builds the index of the
// pages it is sent (src/search/build.ts) and swaps it into the folder the
// development server serves. It runs off the main thread because the build
// took 0.7–1.7 s per edit there, and the main thread is also where the
// bundler's Markdown loaders run: a writer waited for the index before seeing
// the page. Messages: {pages, locale, entryName, dir} in, {ms, pages} or
// {error} out.
import {mkdirSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parentPort} from 'node:worker_threads';
import {tsImport} from 'tsx/esm/api';

const {buildSearchIndex} = await tsImport('../../search/build.ts', import.meta.url);

/** The files of the index written before the current one. */
let previous = new Set();

/**
 * Replaces the index while a reader may be searching: the new shards first,
 * then the entry that names them. A page that loaded the previous entry keeps
 * fetching its shards, so those stay one generation longer; older ones go.
 * (Removing the folder first left a moment in which the box found no index,
 * and said so.)
 */
function replaceIndex(dir, files, entryName) {
  mkdirSync(dir, {recursive: true});
  const old = readdirSync(dir).filter((name) => !previous.has(name));
  // Written whole and renamed into place: the server must never serve half a file.
  const put = (name, text) => {
    writeFileSync(join(dir, `.${name}.tmp`), text);
    renameSync(join(dir, `.${name}.tmp`), join(dir, name));
  };
  for (const [name, text] of files) if (name !== entryName) put(name, text);
  put(entryName, files.get(entryName));
  for (const name of old)
    if (!files.has(name)) rmSync(join(dir, name), {recursive: true, force: true});
  previous = new Set(files.keys());
}

parentPort.on('message', ({pages, locale, entryName, dir}) => {
  const began = performance.now();
  try {
    const {files} = buildSearchIndex(pages, {locale, entryName});
    replaceIndex(dir, files, entryName);
    parentPort.postMessage({ms: Math.round(performance.now() - began), pages: pages.length});
  } catch (error) {
    parentPort.postMessage({error: String(error?.stack ?? error)});
  }
});
parentPort.postMessage({ready: true});
