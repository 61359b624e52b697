import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {linkPackagesWithOwnCache} from '../../src/tooling/scratch-dir';

/**
 * A writer's working copy for the development-server stories: the site's
 * sources in a scratch folder (so a story can edit and add pages without
 * touching the checkout), with the checkout's packages linked in and a
 * bundler cache of its own: it starts empty, as on a new clone, and two
 * copies (the writers' story runs both locales at once; bench:dev) never
 * share one.
 */
export function scratchSite(): {dir: string; remove: () => void} {
  const root = join(__dirname, '..', '..');
  const dir = mkdtempSync(join(tmpdir(), 'hinata-dev-'));
  const skip = new Set([
    'node_modules',
    'build',
    '.docusaurus',
    '.git',
    'test-results',
    'playwright-report',
    '.cache',
  ]);
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !skip.has(relative(root, source).split('/')[0]),
  });
  linkPackagesWithOwnCache(root, dir);
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}

export type DevServer = {
  url: string;
  /** Everything the server printed so far. */
  log: () => string;
  /** Resolves once the server has printed `text` after the current end of its log. */
  printed: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
  /** Process group id of the server (npm and everything it started). */
  pid: number;
  /** Seconds from start to the first successful compile. */
  startSeconds: number;
};

/**
 * Starts `npm start` (or `npm run start:en`) in `dir` on `port`, the way a
 * writer does, and waits for the first compile. Fails with the server's
 * output when the compile fails or the server exits.
 */
export async function startDevServer(
  dir: string,
  locale: 'ja' | 'en',
  port: number,
): Promise<DevServer> {
  const script = locale === 'ja' ? 'start' : 'start:en';
  const started = Date.now();
  const child: ChildProcess = spawn(
    'npm',
    ['run', script, '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: dir,
      detached: true,
      env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    // Rspack colours its status line even when told not to.
    output += stripVTControlCharacters(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  /** Waits for `pattern` in what the server prints from `from` on; a compile error fails at once. */
  const printed = (pattern: RegExp, timeoutMs = 120_000, from = output.length) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        listeners.delete(check);
        clearTimeout(timer);
        child.off('exit', exited);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        const tail = output.slice(from);
        if (/compiled with \d+ errors?/.test(tail))
          done(new Error(`the development server failed to compile:\n${tail.slice(-4000)}`));
        else if (pattern.test(tail)) done();
      };
      const exited = (code: number | null) =>
        done(new Error(`the development server exited (${code}):\n${output.slice(-4000)}`));
      const timer = setTimeout(
        () =>
          done(
            new Error(
              `the development server did not print ${pattern} within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`,
            ),
          ),
        timeoutMs,
      );
      listeners.add(check);
      child.once('exit', exited);
      check();
    });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  try {
    await printed(/compiled successfully/, 240_000, 0);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}${locale === 'ja' ? '' : '/en'}`,
    log: () => output,
    printed: (pattern, timeoutMs) => printed(pattern, timeoutMs),
    stop,
    pid: child.pid!,
    startSeconds: (Date.now() - started) / 1000,
  };
}

/** Edits a file of the scratch site in place. */
export function editFile(dir: string, file: string, edit: (text: string) => string): void {
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`no such file in the scratch site: ${file}`);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}
