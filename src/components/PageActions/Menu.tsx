import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './PageActions.module.css';

export type PageActionsMenuProps = {
  id: string;
  /** Site path of the page's `.md` twin. */
  markdownPath: string;
  /** Its absolute URL, which the assistants fetch. */
  markdownUrl: string;
  /** The item that takes focus when the menu opens. */
  focus: 'first' | 'last';
  onCopy: () => void;
  onClose: (returnFocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/** What the assistant is asked, in the page's language, naming the Markdown URL. */
function prompt(markdownUrl: string): string {
  return translate(
    {
      id: 'pageActions.prompt',
      message: '{url}を読んで、このページの内容についての質問に答えてください。',
      description: 'Prompt sent to ChatGPT or Claude; {url} is the Markdown URL of the page',
    },
    {url: markdownUrl},
  );
}

/**
 * The page actions menu (WAI-ARIA menu button pattern): arrow keys, Home and
 * End move between items, Escape closes it and returns focus to its button,
 * Tab closes it and moves on, a click elsewhere closes it. The assistants'
 * links are plain links: nothing from their sites loads until one is followed.
 */
export default function PageActionsMenu({
  id,
  markdownPath,
  markdownUrl,
  focus,
  onCopy,
  onClose,
  buttonRef,
}: PageActionsMenuProps): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [focus]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, buttonRef]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const query = encodeURIComponent(prompt(markdownUrl));
  const external = {target: '_blank', rel: 'noopener noreferrer'} as const;
  const assistantHint = translate({
    id: 'pageActions.assistant.hint',
    message: 'このページについて質問する',
    description: 'What the Open in ChatGPT / Claude items do',
  });
  const newTab = translate({
    id: 'pageActions.newTab',
    message: '（新しいタブで開きます）',
    description: 'Told to screen readers after a link that opens in a new tab',
  });

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={translate({
        id: 'pageActions.menu',
        message: 'このページの操作',
        description: 'Name of the page actions menu',
      })}
      className={styles.menu}
      onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onClick={() => {
            onCopy();
            onClose(true);
          }}>
          {translate({
            id: 'pageActions.copy',
            message: 'ページをコピー',
            description: 'Button that copies the page as Markdown',
          })}
          <span className={styles.hint}>
            {translate({
              id: 'pageActions.copy.hint',
              message: 'Markdownをクリップボードへ',
              description: 'What the Copy page item of the menu does',
            })}
          </span>
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={markdownPath}
          onClick={() => onClose(false)}>
          {translate({
            id: 'pageActions.viewMarkdown',
            message: 'Markdownで表示',
            description: 'Menu item that opens the page as Markdown',
          })}
          <span className={styles.hint}>
            {translate({
              id: 'pageActions.viewMarkdown.hint',
              message: 'AIツールに渡しやすいテキスト',
              description: 'What the View as Markdown item of the menu shows',
            })}
          </span>
        </a>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={`https://chatgpt.com/?hints=search&q=${query}`}
          onClick={() => onClose(false)}
          {...external}>
          {translate({
            id: 'pageActions.chatgpt',
            message: 'ChatGPTで開く',
            description: 'Menu item that asks ChatGPT about the page',
          })}
          <span className={styles.hint}>{assistantHint}</span>
          <span className="sr-only">{newTab}</span>
        </a>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={`https://claude.ai/new?q=${query}`}
          onClick={() => onClose(false)}
          {...external}>
          {translate({
            id: 'pageActions.claude',
            message: 'Claudeで開く',
            description: 'Menu item that asks Claude about the page',
          })}
          <span className={styles.hint}>{assistantHint}</span>
          <span className="sr-only">{newTab}</span>
        </a>
      </li>
    </ul>
  );
}
