/**
 * Rspack's persistent cache (`future.faster.rspackPersistentCache`, which
 * `fasterByDefault` turns on): on where a later build or development server
 * finds it again, off where none ever will.
 *
 * - On a writer's machine it pays: a second `npm run build` of today's site
 *   takes 25.6 s instead of 42.0 s.
 * - A CI runner starts from a fresh clone and keeps no `node_modules/.cache`
 *   (the workflows cache npm's downloads only), and `npm run tools -- bench:scale`
 *   builds a new copy each time. There the cache is written and never read:
 *   at 30× that cost the English build 25 s and 600 MiB of its peak
 *   (201.7 s and 4,010 MiB with it, 177.0 s and 3,400 MiB without,
 *   PERFORMANCE.md), and the benchmark's copies left gigabytes of caches
 *   in node_modules/.cache.
 *
 * `HINATA_BUNDLER_CACHE=on` or `off` decides; without it, `CI` turns it off.
 */
export function bundlerCacheWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.HINATA_BUNDLER_CACHE;
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting !== undefined && setting !== '') {
    throw new Error(
      `HINATA_BUNDLER_CACHE is "${setting}": set it to on or off, or unset it (src/config/bundler-cache.ts).`,
    );
  }
  return !env.CI || env.CI === 'false' || env.CI === '0';
}
