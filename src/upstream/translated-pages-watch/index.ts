import type {LoadContext, Plugin} from '@docusaurus/types';
import {installTranslatedPagesWatch, loadWatcher} from './patch';

/**
 * A save of an English page reloads only the content plugin that owns it, as a
 * save of a Japanese page does (./patch.ts says why). The development server
 * installs the patch; the build, which watches nothing, checks that what the
 * patch relies on is still there, so an upgrade that breaks it fails there too.
 */
export default function translatedPagesWatch(context: LoadContext): Plugin {
  // Switched off (HINATA_WITHOUT_TRANSLATED_PAGES_WATCH=1), the config does not load this plugin.
  if (process.env.NODE_ENV === 'production') loadWatcher(context.siteDir);
  else installTranslatedPagesWatch(context.siteDir);
  return {name: 'translated-pages-watch'};
}
