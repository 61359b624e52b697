import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'image-zoom',
  title:
    'docusaurus-plugin-image-zoom with its one client module replaced by ours over medium-zoom',
  plugin: './src/upstream/image-zoom/index.ts',
  plainPlugin: 'docusaurus-plugin-image-zoom',
  reliesOn: [
    {
      package: 'docusaurus-plugin-image-zoom',
      range: '^3.0.1',
      what: 'a plugin object with exactly one client module of its own (getClientModules)',
    },
    {
      package: 'medium-zoom',
      range: '^1.1.0',
      what: "`open`, `on('opened')`, `.medium-zoom-overlay`",
    },
  ],
  buys: 'keyboard-reachable zoom dialogs; medium-zoom (3 KiB) loads only when a reader reaches for an image; no double attach on the first page. The plugin itself costs nothing on the page (first-load JS ±0.03 KiB on 13 pages without it): only its client module did',
  guards: [
    {
      kind: 'build',
      name: '"image-zoom: docusaurus-plugin-image-zoom was expected to have exactly one client module of its own…"',
      file: 'src/upstream/image-zoom/index.ts',
    },
    {
      kind: 'e2e',
      name: '"a keyboard user opens a diagram with Enter…", "medium-zoom downloads only when a reader reaches for an image"',
      file: 'e2e/specs/image-zoom.spec.ts',
    },
  ],
  removeWhen: "the plugin's own client module is keyboard-reachable and loads medium-zoom lazily",
  upstream: {
    none: 'None filed: no issue in gabrielcsapo/docusaurus-plugin-image-zoom asks for keyboard-reachable zoom or a lazily loaded medium-zoom. Worth proposing to it: zoomable images as buttons (tab stop, Enter and Space, focus back on close) and medium-zoom imported on first intent; client.ts is the diff',
  },
  switchOff: 'HINATA_WITHOUT_IMAGE_ZOOM',
};
