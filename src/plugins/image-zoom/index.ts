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
  return {
    ...base,
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
