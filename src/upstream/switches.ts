/**
 * `HINATA_WITHOUT_<NAME>=1` switches a customisation off, where its absence is
 * plain Docusaurus behaviour (the `switchOff` of its declaration), and
 * `HINATA_PLAIN_DOCUSAURUS=1` switches off every one that can be: the site
 * Docusaurus would build without us, which `npm test` must also pass (the
 * budgets and each customisation's own guard tests aside: see
 * e2e/support/switches.ts). Read by the config (src/upstream/index.ts) and by
 * the customisations that check each other's output. Kept apart from the
 * declarations so plugins can import it without loading them; callers ask
 * only about customisations that declare a switch.
 */
export const plainDocusaurusVariable = 'HINATA_PLAIN_DOCUSAURUS';

export function switchOffVariable(id: string): string {
  return `HINATA_WITHOUT_${id.replace(/[^a-z0-9]+/gi, '_').toUpperCase()}`;
}

export function isSwitchedOff(id: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return env[switchOffVariable(id)] === '1' || env[plainDocusaurusVariable] === '1';
}
