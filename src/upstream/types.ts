/**
 * The declaration every customisation of code we do not own carries, in
 * `src/upstream/<name>/customisation.ts`. UPSTREAM.md is generated
 * from these, and a test fails when a declaration, its files, its guard tests
 * or the installed versions drift apart.
 */
export type GuardKind = 'build' | 'dev' | 'unit' | 'e2e' | 'typecheck';

/** A GitHub issue, pull request or discussion. */
export type UpstreamLink =
  `https://github.com/${string}/${string}/${'issues' | 'pull' | 'discussions'}/${number}`;

/**
 * Where the change that would let us delete a customisation is tracked
 * upstream: its issue, pull request or discussion, or, when there is none,
 * why, and what we would propose ("None filed: … worth proposing: …").
 */
export type Upstream = UpstreamLink | {none: string};

export type Customisation = {
  /** The folder name under `src/upstream/` (for a swizzle: `swizzles/<Component>`). */
  id: string;
  /** One line: what it changes. */
  title: string;
  /** What we rely on, each with the version range the guards were run against. */
  reliesOn: readonly {package: string; range: string; what: string}[];
  /** What it buys, measured, with the figure and how it was measured. */
  buys: string;
  /** What fails, and where, when what it relies on changes; `file` is the test or code that holds the guard. */
  guards: readonly {kind: GuardKind; name: string; file?: string}[];
  /**
   * Files outside `src/upstream/<id>/` that belong to it (a swizzle under
   * src/theme/, an e2e spec, a config file), relative to the site's root.
   */
  files?: readonly string[];
  /** The Docusaurus plugin module the config loads while it is on, relative to the site's root. */
  plugin?: string;
  /** What the config loads instead while it is off: the plain Docusaurus counterpart, or the plugin that undoes a swizzle. */
  plainPlugin?: string;
  /** Customisations it works only with: it is off whenever one of them is. */
  needs?: readonly string[];
  /** The condition under which the folder is deleted. */
  removeWhen: string;
  /**
   * The upstream issue, pull request or discussion which, once shipped, lets
   * us delete it; or `{none}` saying why there is none and what to propose.
   */
  upstream: Upstream;
  /**
   * Environment variable that switches it off (`HINATA_WITHOUT_<NAME>=1`):
   * every customisation has one, and the site then builds as plain
   * Docusaurus does in its place.
   */
  switchOff: string;
  /** For swizzles: the component and what Docusaurus's swizzle config calls wrapping it. */
  swizzle?: {component: string; theme: string; safety: 'safe' | 'unsafe'};
};
