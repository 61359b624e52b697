import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * How long the development server's bundler waits after the last file event
 * before it compiles. Docusaurus rewrites its generated data files
 * (`.docusaurus/**.json`) with fs-extra's outputFile, which truncates the
 * file and then writes it; Rspack's default wait of 5 ms let a compile start
 * in between, read an empty file, and show "JSON parse error: Unexpected end
 * of JSON" over the page. Seen when a writer adds a page and its English twin
 * within a moment (the writers' story in e2e/dev-server does exactly that).
 * Waiting for 50 ms of quiet lets the writes finish; an edit shows 50 ms
 * later at most.
 *
 * Remove when Docusaurus writes generated files atomically (write to a
 * temporary file, then rename): generate() in @docusaurus/utils/lib/emitUtils.js.
 */
export const settleMs = 50;

export default function devWatchSettle(): Plugin {
  return {
    name: 'dev-watch-settle',
    configureWebpack(_config, isServer) {
      if (process.env.NODE_ENV === 'production' || isServer) return {};
      return {
        watchOptions: {aggregateTimeout: settleMs},
        plugins: [
          {
            // Guard: the option only helps if the watcher the server starts uses it.
            apply(compiler: Compiler) {
              compiler.hooks.watchRun.tap('dev-watch-settle', (watched) => {
                const actual = watched.watching?.watchOptions.aggregateTimeout;
                if (actual !== settleMs) {
                  throw new Error(
                    `dev-watch-settle: the development server watches with aggregateTimeout ${actual}, not ${settleMs}; Docusaurus no longer passes the bundler's watchOptions to its watcher. Find where \`docusaurus start\` starts watching (@docusaurus/core/lib/commands/start/) and set the wait there, or remove src/plugins/dev-watch-settle.ts if Docusaurus now writes its generated files atomically.`,
                  );
                }
              });
            },
          },
        ],
      };
    },
  };
}
