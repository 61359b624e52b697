/**
 * The layers of our code, lowest first (ARCHITECTURE.md, "Layers"). An
 * import may point down or sideways, never up; no cycle.
 *
 *   facts    src/facts/: areas, locales, site, product; imports nothing of ours
 *   own      our libraries, plugins, components, theme and data
 *   overlay  src/upstream/: customisations of code we do not own, and upgrade:check,
 *            which rehearses them on new versions
 *   wiring   src/config/: assembles plugins and options for the config
 *   config   docusaurus.config.ts, sidebars.ts (and the tools' own configs)
 *   tools    src/scripts/, src/mcp/ and e2e/: may import any other part of src/,
 *            never imported by it; e2e/ does not import src/scripts/
 */
const facts = '^src/facts/';
const own =
  '^src/(plugins|components|markdown|search|data|examples|theme|clientModules|hooks|css|types|tooling)/';
const overlay = '^src/upstream/';
const wiring = '^src/config/';
const config = '^(docusaurus\\.config|sidebars)\\.ts$';
const tools = '^(src/scripts|src/mcp|e2e)/';
const tests = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Two modules that import each other are one module: merge them, or move what both need down.',
      from: {},
      to: {circular: true},
    },
    {
      name: 'facts-import-nothing-ours',
      severity: 'error',
      comment: 'The facts are the bottom layer: move what they need into src/facts/.',
      from: {path: facts, pathNot: tests},
      to: {path: '^(src|e2e)/', pathNot: facts},
    },
    {
      name: 'own-code-stays-below-the-wiring',
      severity: 'error',
      comment:
        'Our libraries, plugins and components take facts from src/facts/ and are given the rest as options.',
      from: {path: own, pathNot: tests},
      to: {path: [overlay, wiring, config, tools]},
    },
    {
      name: 'overlay-stays-below-the-wiring',
      severity: 'error',
      from: {path: overlay, pathNot: tests},
      to: {path: [wiring, config, tools]},
    },
    {
      name: 'wiring-stays-below-the-config',
      severity: 'error',
      comment: 'Only docusaurus.config.ts imports src/upstream/ (its index).',
      from: {path: wiring, pathNot: tests},
      to: {path: [overlay, config, tools]},
    },
    {
      name: 'src-never-imports-the-tools',
      severity: 'error',
      comment: 'src/scripts/, src/mcp/ and e2e/ sit on top: move what both need into src/.',
      from: {path: '^src/', pathNot: '^src/(scripts|mcp)/'},
      to: {path: tools},
    },
    {
      name: 'e2e-never-imports-the-scripts',
      severity: 'error',
      comment: 'What the browser suite and the scripts share is a library in src/ (src/tools/).',
      from: {path: ['^e2e/', '^playwright']},
      to: {path: '^src/scripts/'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: ['^build/', '^\\.docusaurus/', 'node_modules']},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
  },
};
