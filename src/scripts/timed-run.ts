import {spawn} from 'node:child_process';

export type TimedRun = {
  seconds: number;
  /** The largest resident set of any one process time(1) waited for. */
  peakMiB: number;
  stdout: string;
};

/**
 * Runs a build under `/usr/bin/time -v`, as bench:scale and bench:bare both
 * do: wall time, peak memory and what it printed. Rejects with the end of
 * its output when it fails.
 */
export function timedRun(
  command: string,
  args: readonly string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv},
): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('/usr/bin/time', ['-v', command, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${code}):\n${`${stdout}\n${stderr}`.slice(-3000)}`,
          ),
        );
        return;
      }
      const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      resolve({
        seconds: (Date.now() - started) / 1000,
        peakMiB: peak ? Number(peak[1]) / 1024 : NaN,
        stdout,
      });
    });
  });
}
