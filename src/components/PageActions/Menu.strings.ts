import type {LocaleStrings} from '../localeStrings';

/** The strings of Menu.tsx (src/components/localeStrings.ts says why they are not in code.json). */
const ja = {
  /** Prompt sent to ChatGPT or Claude; {url} is the Markdown URL of the page */
  prompt: (url: string) => `${url}を読んで、このページの内容についての質問に答えてください。`,
  /** What the Open in ChatGPT / Claude items do */
  assistantHint: 'このページについて質問する',
  /** Told to screen readers after a link that opens in a new tab */
  newTab: '（新しいタブで開きます）',
  /** Name of the page actions menu */
  menu: 'このページの操作',
  /** Button that copies the page as Markdown */
  copy: 'ページをコピー',
  /** What the Copy page item of the menu does */
  copyHint: 'Markdownをクリップボードへ',
  /** Menu item that opens the page as Markdown */
  viewMarkdown: 'Markdownで表示',
  /** What the View as Markdown item of the menu shows */
  viewMarkdownHint: 'AIツールに渡しやすいテキスト',
  /** Menu item that asks ChatGPT about the page */
  chatgpt: 'ChatGPTで開く',
  /** Menu item that asks Claude about the page */
  claude: 'Claudeで開く',
};

const en: typeof ja = {
  prompt: (url: string) => `Read ${url} so I can ask questions about this page.`,
  assistantHint: 'Ask questions about this page',
  newTab: '(opens in a new tab)',
  menu: 'Page actions',
  copy: 'Copy page',
  copyHint: 'Markdown to the clipboard',
  viewMarkdown: 'View as Markdown',
  viewMarkdownHint: 'Plain text for AI tools',
  chatgpt: 'Open in ChatGPT',
  claude: 'Open in Claude',
};

export const menuStrings = {ja, en} satisfies LocaleStrings<typeof ja>;
export type MenuStrings = typeof ja;
