import type {LoadContext, Plugin} from '@docusaurus/types';
import {installAtomicGenerate} from './patch';

/**
 * In the development server only, Docusaurus's generated files are written
 * atomically (./patch.ts says why). A production build writes them all before
 * it compiles, so it keeps Docusaurus's own writer.
 */
export default function atomicGeneratedFiles(context: LoadContext): Plugin {
  const isDevServer = process.env.NODE_ENV !== 'production';
  // Switched off (HINATA_WITHOUT_ATOMIC_GENERATED_FILES=1), the config does not load this plugin.
  if (isDevServer) installAtomicGenerate(context.siteDir);
  return {name: 'atomic-generated-files'};
}
