/**
 * Translation drift, section by section (src/plugins/translation-drift/).
 *
 *   npm run translations -- status [--json]
 *     Lists each English section whose Japanese source changed since it was
 *     last reconciled, then missing pages and sections, then a count. Drift is
 *     work in progress: exits 0. Exits 1 when the lock file is malformed or
 *     names a page or section that no longer exists.
 *   npm run translations -- sync <files…> | --all | --prune
 *     Records the named English pages (or their Japanese sources) as
 *     reconciled with the Japanese text as it is now.
 */
import {fileURLToPath} from 'node:url';
import {LockError, lockPath} from '../plugins/translation-drift/lock';
import {driftReport, formatReport} from '../plugins/translation-drift/report';
import {SyncError, syncTranslations} from '../plugins/translation-drift/sync';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));
const [command, ...rest] = process.argv.slice(2);

try {
  if (command === 'status') {
    const report = driftReport(siteDir);
    if (rest.includes('--json')) console.log(JSON.stringify(report, null, 2));
    else console.log(formatReport(report));
    if (report.lockErrors.length > 0) process.exitCode = 1;
  } else if (command === 'sync') {
    const files = rest.filter((arg) => !arg.startsWith('--'));
    const all = rest.includes('--all');
    const prune = rest.includes('--prune');
    if (!all && !prune && files.length === 0) {
      console.error(
        'Name the English pages you reconciled: npm run translations -- sync i18n/en/…/page.md (or --all, --prune).',
      );
      process.exitCode = 2;
    } else {
      const recorded = syncTranslations(siteDir, {files, all, prune});
      for (const {page, sections} of recorded)
        console.log(`reconciled ${page} (${sections} sections)`);
      console.log(
        `${lockPath}: ${recorded.length} page${recorded.length === 1 ? '' : 's'} recorded.`,
      );
    }
  } else {
    console.error(
      'Usage: npm run translations -- status [--json] | npm run translations -- sync <files…> | --all | --prune',
    );
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof LockError || error instanceof SyncError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
