import {isSwitchedOff, plainDocusaurusVariable} from '../../src/upstream/switches';
import {test} from './fixtures';

/**
 * Marks the calling test (or every test of the calling describe block) as a
 * guard of customisation `id` (src/upstream/<id>/): it checks what that
 * customisation buys, so it is skipped when the build being tested has it
 * switched off (`HINATA_WITHOUT_<ID>=1`, or `HINATA_PLAIN_DOCUSAURUS=1` for
 * all of them). Every other test must pass either way.
 */
export function guardOf(id: string): void {
  test.skip(isSwitchedOff(id), `${id} is switched off: this test checks what it buys`);
}

/** Whether customisation `id` is switched off, for a check inside a test that otherwise holds either way. */
export function switchedOff(id: string): boolean {
  return isSwitchedOff(id);
}

/**
 * Marks the calling test as a budget: the budgets are set for the site with
 * every customisation on, so a build with any of them off skips them.
 */
export function budget(): void {
  const off = Object.keys(process.env).filter(
    (name) =>
      process.env[name] === '1' &&
      (name === plainDocusaurusVariable || name.startsWith('HINATA_WITHOUT_')),
  );
  test.skip(off.length > 0, `budgets hold with every customisation on (${off.join(', ')} set)`);
}
