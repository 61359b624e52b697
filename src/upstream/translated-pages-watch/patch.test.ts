import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test} from 'node:test';
import {scratchDir} from '../../tooling/scratch-dir';
import {installTranslatedPagesWatch, isPage} from './patch';

const siteRoot = resolve(__dirname, '..', '..', '..');

test('the site-level watch leaves pages to their plugins and keeps the translation files', () => {
  assert.equal(isPage('/site/i18n/en/docusaurus-plugin-content-docs/current/a.md'), true);
  assert.equal(isPage('/site/i18n/en/docusaurus-plugin-content-blog/2026-11-01-x.mdx'), true);
  assert.equal(isPage('/site/i18n/en/code.json'), false);
  assert.equal(isPage('/site/i18n/en/docusaurus-plugin-content-docs/current.json'), false);
  assert.equal(isPage('/site/docusaurus.config.ts'), false);
});

test('a saved English page reloads its plugin only; a translation file still reloads the site', async () => {
  const watcher = installTranslatedPagesWatch(siteRoot);
  const site = scratchDir('hinata-translated-pages-watch-');
  const pages = join(site, 'i18n/en/docusaurus-plugin-content-docs/current');
  mkdirSync(pages, {recursive: true});
  writeFileSync(join(site, 'docusaurus.config.ts'), 'export default {};\n');
  const docsPlugin = {name: 'docs', getPathsToWatch: () => [join(pages, '**/*.{md,mdx}')]};
  const reloads: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  const watch = watcher.watch;
  // Record each watcher's handle so the test can close them.
  watcher.watch = (params, callback) => {
    const stop = watch(params, callback);
    stops.push(stop);
    return stop;
  };
  try {
    watcher.setupSiteFileWatchers(
      {
        props: {
          siteDir: site,
          siteConfigPath: join(site, 'docusaurus.config.ts'),
          localizationDir: join(site, 'i18n/en'),
          plugins: [docsPlugin],
        } as never,
        cliOptions: {},
      },
      ({plugin, event}) =>
        reloads.push(`${plugin ? 'plugin' : 'site'}:${event.path.split('/').pop()}`),
    );
    // chokidar reports its ready state late on a loaded machine: write, then wait for the events.
    await new Promise((done) => setTimeout(done, 500));
    writeFileSync(join(pages, 'asset-list.md'), '# Asset list\n');
    writeFileSync(join(site, 'i18n/en/code.json'), '{}\n');
    const deadline = Date.now() + 10_000;
    while (reloads.length < 2 && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100));
    await new Promise((done) => setTimeout(done, 500));
    assert.deepEqual(reloads.sort(), ['plugin:asset-list.md', 'site:code.json']);
  } finally {
    watcher.watch = watch;
    await Promise.all(stops.map((stop) => stop()));
  }
});
