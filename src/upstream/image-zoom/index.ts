import type {LoadContext, Plugin} from '@docusaurus/types';
import imageZoomPlugin from 'docusaurus-plugin-image-zoom';

/**
 * docusaurus-plugin-image-zoom, with its one client module replaced. The
 * plugin's configuration (`themeConfig.zoom`: selector, light and dark
 * backgrounds, medium-zoom options) and medium-zoom itself are kept; what
 * changes is what readers get (see ./client.ts):
 * - the zoom is attached once, 1 s after each route change (the original
 *   attaches twice on the first page, and a click in between leaves an
 *   overlay that Escape cannot close);
 * - images can be enlarged from the keyboard, the enlarged view is a dialog
 *   that takes the focus, and Escape gives it back.
 */
export default function imageZoom(context: LoadContext): Plugin {
  const base = imageZoomPlugin(context);
  // We replace the plugin's client module; if it ever ships more (or other
  // hooks), they would be silently dropped or doubled here.
  const upstreamModules = base.getClientModules?.() ?? [];
  if (
    upstreamModules.length !== 1 ||
    !/docusaurus-plugin-image-zoom/.test(upstreamModules[0] ?? '')
  ) {
    throw new Error(
      `image-zoom: docusaurus-plugin-image-zoom was expected to have exactly one client module of its own, ` +
        `which src/upstream/image-zoom/client.ts replaces; it now has ${JSON.stringify(upstreamModules)}. ` +
        'Review what the new modules do before replacing them (UPSTREAM.md, image-zoom).',
    );
  }
  return {
    ...base,
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
