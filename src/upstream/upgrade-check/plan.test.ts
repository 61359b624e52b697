import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Customisation} from '../types';
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
  type StepResult,
} from './plan';

/** A customisation like src/upstream/locale-build/: tested on 3.10.2, guarded by a unit test, a build check and a spec. */
const localeBuild: Customisation = {
  id: 'locale-build',
  title: 'each locale builds in its own process',
  reliesOn: [{package: '@docusaurus/core', range: '3.10.2', what: 'buildLocale()'}],
  buys: 'one locale’s peak memory per process',
  guards: [
    {
      kind: 'unit',
      name: 'src/upstream/locale-build/merge.test.ts "the merged locales are the single run"',
    },
    {
      kind: 'build',
      name: '`npm run tools -- check:examples`: every worked example recomputed',
    },
    {kind: 'e2e', name: 'e2e/specs/routes.spec.ts "every page answers"'},
    {kind: 'dev', name: 'an edit shows in the preview'},
  ],
  removeWhen: 'Docusaurus builds locales in separate processes',
  upstream: 'https://github.com/facebook/docusaurus/issues/10944',
  switchOff: 'HINATA_WITHOUT_LOCALE_BUILD',
};

/** One that relies on React with a wide range and is guarded by the typecheck alone. */
const reactTypes: Customisation = {
  id: 'react-types',
  title: 'our components type their props with React’s types',
  reliesOn: [{package: 'react', range: '>=18 <20', what: 'ReactNode'}],
  buys: 'typed props',
  guards: [{kind: 'typecheck', name: '`npm run tools -- typecheck`'}],
  removeWhen: 'never',
  upstream: {none: 'None: our own types, nothing to propose upstream.'},
  switchOff: 'HINATA_WITHOUT_REACT_TYPES',
};

test('a maintainer names the versions to try, with scoped packages and options in any order', () => {
  const options = parseArguments([
    '@docusaurus/core@4.0.0-canary-6808',
    '--report',
    'upgrade.md',
    'react@19.3.1',
    '--legacy-peer-deps',
    '--node',
    '24.21.0',
    '--patch',
    'fix.patch',
  ]);
  assert.deepEqual(options.packages, [
    {name: '@docusaurus/core', version: '4.0.0-canary-6808'},
    {name: 'react', version: '19.3.1'},
  ]);
  assert.equal(options.reportPath, 'upgrade.md');
  assert.equal(options.node, '24.21.0');
  assert.equal(options.legacyPeerDeps, true);
  assert.deepEqual(options.patches, ['fix.patch']);
  assert.equal(options.keepScratch, false);
});

test('a maintainer who forgets a version, an option’s value or every package is told what to write', () => {
  assert.throws(
    () => parseArguments(['react']),
    /"react" names no version: write it as package@version/,
  );
  assert.throws(() => parseArguments(['@docusaurus/core']), /names no version/);
  assert.throws(() => parseArguments(['react@19.3.1', '--report']), /--report needs a value/);
  assert.throws(() => parseArguments(['--keep']), /Name at least one package@version/);
  assert.throws(() => parseArguments(['react@19.3.1', '--force']), /Unknown option --force/);
  assert.throws(() => parseArguments(['react@19.3.1', 'react@19.3.0']), /react is named twice/);
  assert.throws(() => parseArguments(['react']), UsageError);
});

test('a package we do not depend on, or one the registry lacks, is refused before anything installs', () => {
  const manifest = {dependencies: {react: '18.3.1'}, devDependencies: {typescript: '~5.9'}};
  const requested = [
    {name: 'react', version: '19.3.1'},
    {name: 'typescript', version: '6.0.3'},
    {name: 'left-pad', version: '1.3.0'},
  ];
  const problems = undeclaredPackages(requested, manifest);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^left-pad is not a package we depend on .*add it to package\.json on a branch first/,
  );

  assert.match(
    registryProblem({name: 'reakt', version: '1.0.0'}, undefined)!,
    /no package of that name/,
  );
  assert.equal(
    registryProblem({name: 'react', version: '19.3.1'}, ['18.3.1', '19.3.1']),
    undefined,
  );
  const versions = ['18.3.1', '19.0.0', '19.3.0-canary-1', '19.3.1', '4.0.0-canary-6808'];
  assert.equal(
    registryProblem({name: 'react', version: '99.0.0'}, versions),
    'react@99.0.0: the npm registry has no such version; its newest are 18.3.1, 19.0.0, 19.3.1.',
    'a release is answered with releases',
  );
  assert.match(
    registryProblem({name: 'react', version: '19.4.0-canary-2'}, versions)!,
    /its newest are 19\.3\.0-canary-1, 4\.0\.0-canary-6808\.$/,
    'a canary is answered with canaries',
  );
});

test('an install that fails says whether a transitive version is missing or a peer range stands in the way', () => {
  assert.match(
    explainInstallFailure(
      'npm error code ETARGET\nnpm error notarget No matching version found for @rspack/core@2.9.9.\n',
    ),
    /^the registry has no @rspack\/core@2\.9\.9, which a requested package depends on \(a transitive dependency\)/,
  );
  const eresolve = [
    'npm error code ERESOLVE',
    'npm error ERESOLVE unable to resolve dependency tree',
    'npm error Could not resolve dependency:',
    'npm error peer typescript@">=6.0" from @docusaurus/tsconfig@4.0.0-canary-6808',
  ].join('\n');
  assert.match(
    explainInstallFailure(eresolve),
    /peer-range conflict \(peer typescript@">=6\.0" from @docusaurus\/tsconfig@4\.0\.0-canary-6808\).*--legacy-peer-deps/,
  );
  assert.match(
    explainInstallFailure('npm error EBADENGINE Unsupported engine'),
    /--node <version>/,
  );
});

test('each guard runs once, in the step its name points to; a dev-server guard is said not to run', () => {
  const planned = planSteps([localeBuild, reactTypes]);
  const steps = planned.map((s) => s.name);
  assert.deepEqual(planned.find((s) => s.name === 'npm run tools -- check:examples')?.command, [
    'npm',
    'run',
    'tools',
    '--',
    'check:examples',
  ]);
  assert.deepEqual(steps, [
    'typecheck',
    'unit tests',
    'build',
    'budget e2e',
    'unit: src/upstream/locale-build/merge.test.ts',
    'npm run tools -- check:examples',
    'e2e: e2e/specs/routes.spec.ts',
  ]);
});

test('after a major upgrade the maintainer reads which customisation breaks, which guard said so, and why', () => {
  const results: StepResult[] = [
    {
      name: 'typecheck',
      status: 'failed',
      seconds: 40,
      errorLines: ["tsconfig.json(4,5): error TS5101: Option 'baseUrl' is deprecated"],
    },
    {name: 'unit tests', status: 'passed', seconds: 30, errorLines: []},
    {name: 'build', status: 'passed', seconds: 300, errorLines: []},
    {
      name: 'budget e2e',
      status: 'failed',
      seconds: 90,
      errorLines: ['Expected: <= 153600', 'Received: 166912'],
    },
    {
      name: 'unit: src/upstream/locale-build/merge.test.ts',
      status: 'passed',
      seconds: 3,
      errorLines: [],
    },
    {
      name: 'npm run tools -- check:examples',
      status: 'failed',
      seconds: 200,
      errorLines: ['the ja build wrote 404.html outside ja/'],
    },
  ];
  const installed = {'@docusaurus/core': '4.0.0-canary-6808', react: '19.3.1'};
  const verdicts = judgeCustomisations([localeBuild, reactTypes], installed, results);

  const [locale, types] = verdicts;
  assert.deepEqual(locale.ranges, [
    {package: '@docusaurus/core', range: '3.10.2', installed: '4.0.0-canary-6808', covered: false},
  ]);
  assert.deepEqual(
    locale.guards.map((g) => [g.kind, g.status]),
    [
      ['unit', 'passed'],
      ['build', 'failed'],
      ['e2e', 'not run'],
      ['dev', 'not run'],
    ],
  );
  assert.deepEqual(locale.guards[1].errorLines, ['the ja build wrote 404.html outside ja/']);
  assert.equal(types.ranges[0].covered, true, '19.3.1 is inside >=18 <20');
  assert.equal(types.guards[0].status, 'failed');

  const report = formatReport({
    date: '2026-11-27 01:45 UTC',
    commit: 'abc1234',
    node: 'v24.21.0',
    requested: [{name: '@docusaurus/core', version: '4.0.0-canary-6808'}],
    versions: [{package: '@docusaurus/core', before: '3.10.2', after: '4.0.0-canary-6808'}],
    install: {status: 'passed', seconds: 120, errorLines: []},
    steps: results,
    customisations: verdicts,
    budget: [
      {
        title: 'a first visit to the longest guide stays within budget (ja)',
        status: 'failed',
        jsBytes: 166912,
      },
    ],
  });
  assert.match(report, /^# upgrade:check @docusaurus\/core@4\.0\.0-canary-6808\n/);
  assert.match(report, /\| @docusaurus\/core \| 3\.10\.2 \| 4\.0\.0-canary-6808 \|/);
  assert.match(report, /\| typecheck \| FAIL \| 40 s \|/);
  assert.match(
    report,
    /\| a first visit to the longest guide stays within budget \(ja\) \| failed \| 163\.0 KiB \|/,
  );
  assert.match(report, /### locale-build: BREAKS\n/);
  assert.match(
    report,
    /relies on @docusaurus\/core 3\.10\.2: installed 4\.0\.0-canary-6808, OUTSIDE the tested range/,
  );
  assert.match(
    report,
    /build guard FAIL \(step “npm run tools -- check:examples”\).*\n {2}> the ja build wrote 404\.html outside ja\//,
  );
  assert.match(
    report,
    /dev guard not run: an edit shows in the preview\n {2}> a development-server guard/,
  );
  assert.match(report, /### react-types: BREAKS\n/);
});

test('a failed step is summed up by its first error lines, without the terminal’s colours', () => {
  const output = [
    '> tsc',
    '',
    '\u001b[31msrc/a.ts(1,1): error TS2304: Cannot find name x.\u001b[39m',
    'next line',
  ].join('\n');
  assert.deepEqual(firstErrorLines(output, 2), [
    'src/a.ts(1,1): error TS2304: Cannot find name x.',
    'next line',
  ]);
  assert.deepEqual(
    firstErrorLines('one\ntwo\nthree', 2),
    ['two', 'three'],
    'no error line: the last lines',
  );
  const nodeTest = [
    '✔ get_page refuses paths with a clear error (15ms)',
    '✖ the server’s HTML survives hydration (2134ms)',
    'ℹ fail 1',
    '✖ failing tests:',
    '',
    'test at src/components/server-html-survives-hydration.test.ts:2:2153',
    '✖ the server’s HTML survives hydration (2134ms)',
    '  TypeError: Cannot set property navigator of #<Object> which has only a getter',
  ].join('\n');
  assert.deepEqual(
    firstErrorLines(nodeTest, 3),
    [
      'test at src/components/server-html-survives-hydration.test.ts:2:2153',
      '✖ the server’s HTML survives hydration (2134ms)',
      '  TypeError: Cannot set property navigator of #<Object> which has only a getter',
    ],
    'node’s own summary of its failures, not a passing test whose name says "error"',
  );
});

test('the budget figures come from the spec’s annotations in Playwright’s JSON report', () => {
  const figures = budgetFigures({
    suites: [
      {
        suites: [
          {
            specs: [
              {
                title: 'a first visit to the home stays within budget (ja)',
                tests: [
                  {
                    results: [{status: 'passed'}],
                    annotations: [{type: 'first-visit JavaScript bytes', description: '131072'}],
                  },
                ],
              },
              {
                title: 'pages without code or math load neither Prism nor KaTeX',
                tests: [{results: [{status: 'passed'}]}],
              },
            ],
          },
        ],
      },
    ],
  });
  assert.deepEqual(figures, [
    {
      title: 'a first visit to the home stays within budget (ja)',
      status: 'passed',
      jsBytes: 131072,
    },
    {
      title: 'pages without code or math load neither Prism nor KaTeX',
      status: 'passed',
      jsBytes: undefined,
    },
  ]);
});
