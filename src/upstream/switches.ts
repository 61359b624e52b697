/**
 * `HINATA_WITHOUT_<NAME>=1` switches a customisation off, where its absence is
 * plain Docusaurus behaviour (the `switchOff` of its declaration). Read by the
 * config (src/upstream/index.ts) and by the customisations that check each
 * other's output. Kept apart from the declarations so plugins can import it
 * without loading them.
 */
export function switchOffVariable(id: string): string {
  return `HINATA_WITHOUT_${id.replace(/[^a-z0-9]+/gi, '_').toUpperCase()}`;
}

export function isSwitchedOff(id: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return env[switchOffVariable(id)] === '1';
}
