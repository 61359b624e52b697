import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes whose every token reaches 4.5:1 on its background (WCAG 2.2 AA):
 * GitHub's light theme and VS Code's dark theme, with the colours that fall
 * short darkened (light) or lightened (dark).
 */
const lightReplacements: Record<string, string> = {
  '#999988': '#6e6e5e', // comments
  '#e3116c': '#b3145b', // strings
  '#36acaa': '#0d7377', // numbers, variables, properties
  '#00a4db': '#0b6e99', // keywords, attribute names
  '#d73a49': '#b31d28', // functions, tags
};

const darkReplacements: Record<string, string> = {
  'rgb(0, 0, 128)': '#8f9cff', // prolog
  'rgb(100, 102, 149)': '#9fa3d9', // constants
  '#808080': '#a0a0a0', // punctuation
};

/**
 * Throws when the theme no longer uses a colour we replace: prism-react-renderer
 * changed its palette, and our contrast fixes would silently stop applying.
 */
export function withColours(
  name: string,
  theme: PrismTheme,
  replacements: Record<string, string>,
): PrismTheme {
  const used = new Set(theme.styles.map((entry) => entry.style.color));
  const missing = Object.keys(replacements).filter((colour) => !used.has(colour));
  if (missing.length > 0) {
    throw new Error(
      `src/config/prism-colours.ts: prism-react-renderer's ${name} theme no longer uses ${missing.join(', ')}, which we replace for WCAG contrast. Its palette changed: check each token colour's contrast (4.5:1) against the new theme and update the replacements.`,
    );
  }
  return {
    ...theme,
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, color: replacements[entry.style.color ?? ''] ?? entry.style.color},
    })),
  };
}

export const lightCodeTheme = withColours('github', themes.github, lightReplacements);
export const darkCodeTheme = withColours('vsDark', themes.vsDark, darkReplacements);
