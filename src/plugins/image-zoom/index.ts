import type {Plugin} from '@docusaurus/types';

/**
 * Enlargeable images: diagrams in the docs open in a medium-zoom overlay.
 * Configured by `themeConfig.zoom` (selector, light and dark backgrounds,
 * medium-zoom options), the format docusaurus-plugin-image-zoom introduced.
 * That plugin's only hook was its client module, which this replaces (see
 * ./client.ts), so it is no longer a dependency:
 * - the zoom is attached once, 1 s after each route change (the original
 *   attaches twice on the first page, and a click in between leaves an
 *   overlay that Escape cannot close);
 * - images can be enlarged from the keyboard, the enlarged view is a dialog
 *   that takes the focus, and Escape gives it back;
 * - medium-zoom itself downloads when a reader reaches for an image.
 */
export default function imageZoom(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
