import {dirname, join} from 'node:path';
import {aliasPlugin} from '../aliases';
import {isSwitchedOff} from '../switches';
import {swizzles} from '.';

const themeClassic = join(dirname(require.resolve('@docusaurus/theme-classic')), 'theme');

/** `@theme/<Component>` → theme-classic's own file, for each component of a swizzle that is off. */
export function plainComponents(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    swizzles
      .filter((swizzle) => isSwitchedOff(swizzle.id, env))
      .flatMap((swizzle) => swizzle.swizzle!.component.split(', '))
      .map((component) => [`@theme/${component}`, require.resolve(join(themeClassic, component))]),
  );
}

/**
 * Loaded while a swizzle is off: its components resolve to theme-classic's
 * own, so our files in src/theme/ are never bundled (Docusaurus always puts
 * src/theme/ first otherwise).
 */
export default function plainSwizzles() {
  return aliasPlugin('plain-swizzles', plainComponents());
}
