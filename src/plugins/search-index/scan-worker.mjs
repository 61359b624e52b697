// Worker thread of the search index's HTML scan: reads and scans the files it
// is sent, one at a time, and answers with the scanned page (or an error).
import {readFile} from 'node:fs/promises';
import {parentPort} from 'node:worker_threads';
import {scanHtml} from './scan-html.mjs';

parentPort.on('message', async (file) => {
  if (file === null) {
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({file, page: scanHtml(await readFile(file, 'utf8')) ?? null});
  } catch (error) {
    parentPort.postMessage({file, error: String(error?.stack ?? error)});
  }
});
