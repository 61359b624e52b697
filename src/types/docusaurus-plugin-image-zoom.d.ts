declare module 'docusaurus-plugin-image-zoom' {
  import type {LoadContext, Plugin} from '@docusaurus/types';

  export default function imageZoomPlugin(context: LoadContext): Plugin;
}
