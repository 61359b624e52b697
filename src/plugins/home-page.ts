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
 * Adds the home page, with the newest release notes as its data. The blog
 * plugin keeps its posts to itself, so this reads them once everything has
 * loaded. Route data, unlike global data, is downloaded with the home page
 * only, not with every page of the site.
 */
export default function homePagePlugin(context: LoadContext): Plugin {
  return {
    name: 'home-page',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!Array.isArray(blog?.blogPosts) || blog.blogPosts.length === 0) {
        throw new Error(
          'home-page: found no release notes in allContent["docusaurus-plugin-content-blog"].default.blogPosts: the blog plugin changed its name, id or content shape, and the home page would list no releases. Update src/plugins/home-page.ts (see ARCHITECTURE.md).',
        );
      }
      const latest: LatestRelease[] = blog.blogPosts
        .filter((post) => !post.metadata.unlisted)
        .slice(0, count)
        .map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: metadata.date.toISOString(),
          tags: metadata.tags.map(({label, permalink}) => ({label, permalink})),
        }));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/Home/HomePage',
        modules: {
          latestReleases: await actions.createData('latest-releases.json', JSON.stringify(latest)),
        },
      });
    },
  };
}
