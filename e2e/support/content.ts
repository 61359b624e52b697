import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {releaseNotesArea} from '../../src/facts/areas';
import {releaseNotes} from '../../src/config/blog';

/**
 * Facts the tests derive from the content on disk and the site's config, so
 * they keep holding as release notes are added.
 */
const blogOptions = releaseNotes();

/** Release notes are named YYYY-MM-DD-name.md and published at /releases/YYYY/MM/DD/name. */
export const releasePaths = readdirSync(join(__dirname, '..', '..', releaseNotesArea.path))
  .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))
  .map((file) => file.replace(/^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/, '/releases/$1/$2/$3/$4'));

/** Release notes on the first page of /releases. */
export const releasesPerPage = blogOptions.postsPerPage as number;

/** Release notes in the RSS and Atom feeds. */
export const releasesInFeeds = Math.min(
  releasePaths.length,
  (blogOptions.feedOptions as {limit: number}).limit,
);
