import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export type LatestRelease = {
  title: string;
  permalink: string;
  date: string;
  tags: {label: string; permalink: string}[];
};

/** How many releases the home page lists. */
const count = 3;

/**
 * Exposes the newest release notes to the home page. The blog plugin keeps its
 * posts to itself, so this reads them once everything has loaded and shares a
 * handful of fields (a few hundred bytes) as global data.
 */
export default function latestReleasesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'latest-releases',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const latest: LatestRelease[] = (blog?.blogPosts ?? [])
        .filter((post) => !post.metadata.unlisted)
        .slice(0, count)
        .map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: metadata.date.toISOString(),
          tags: metadata.tags.map(({label, permalink}) => ({label, permalink})),
        }));
      actions.setGlobalData(latest);
    },
  };
}
