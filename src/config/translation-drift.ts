import {fileURLToPath} from 'node:url';
import remarkTranslationDrift from '../plugins/translation-drift/remark';
import {japanesePermalink} from '../plugins/translation-drift';

/**
 * English pages flag each section whose Japanese source changed since it was
 * last reconciled (src/plugins/translation-drift/README.md). Every docs area
 * and the release notes take it; on Japanese pages it does nothing.
 */
export const translationNotices = [
  remarkTranslationDrift,
  {siteDir: fileURLToPath(new URL('../..', import.meta.url)), japanesePermalink},
] as [typeof remarkTranslationDrift, Parameters<typeof remarkTranslationDrift>[0]];
