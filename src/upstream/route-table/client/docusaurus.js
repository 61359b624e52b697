/**
 * Takes the place of @docusaurus/core/lib/client/docusaurus.js, the
 * `window.docusaurus` object links call (see ../index.ts). A link in view
 * (prefetch) into an area whose route table is not loaded yet prefetches that
 * table's file, as Docusaurus prefetches a page's chunks: fetched at low
 * priority, not run. Pointing at the link (preload) loads the table and then
 * the page's chunks, through ./preload.js, which Docusaurus's preload calls.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';
import {missingRouteTables} from './preload';

export default Object.freeze({
  prefetch(routePath) {
    const tables = missingRouteTables(routePath);
    if (tables.length === 0) return docusaurus.prefetch(routePath);
    return Promise.all(
      tables.map((chunkName) => {
        // "__webpack_require__.gca" (Docusaurus's ChunkAssetPlugin) gives a chunk's URL by name.
        const url = __webpack_require__.gca(chunkName);
        return url && !url.includes('undefined') ? prefetchFile(url) : undefined;
      }),
    ).catch(() => undefined);
  },
  preload: docusaurus.preload,
});
