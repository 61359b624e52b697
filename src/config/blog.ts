import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {releaseNotesArea} from '../facts/areas';
import {cjkRemarkPlugins} from './cjk';
import {configString} from '../facts/site';

/**
 * Release notes: the classic preset's blog at /releases. Titles, descriptions
 * and the sidebar title are Japanese here; English lives in
 * `i18n/en/docusaurus-plugin-content-blog/options.json`.
 */
export function releaseNotes(): BlogOptions {
  return {
    path: releaseNotesArea.path,
    beforeDefaultRemarkPlugins: cjkRemarkPlugins,
    routeBasePath: releaseNotesArea.id,
    blogTitle: releaseNotesArea.label.ja,
    blogDescription: 'Hinata Cloudの更新情報',
    blogSidebarTitle: 'すべてのリリース',
    blogSidebarCount: 'ALL',
    postsPerPage: 10,
    showReadingTime: true,
    showLastUpdateTime: false,
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      title: configString('feedTitle'),
      description: configString('feedDescription'),
      copyright: configString('feedCopyright'),
      // The newest 20 (Docusaurus's default, stated so the tests can read it).
      limit: 20,
    },
  };
}
