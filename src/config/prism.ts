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

function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, color: replacements[entry.style.color ?? ''] ?? entry.style.color},
    })),
  };
}

export const lightCodeTheme = withColours(themes.github, lightReplacements);
export const darkCodeTheme = withColours(themes.vsDark, darkReplacements);
