import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PageActionsMenuProps} from './Menu';
import styles from './PageActions.module.css';

type MenuModule = typeof import('./Menu');

let menuModule: Promise<MenuModule> | undefined;

/** The menu's code, fetched once, the first time a reader points at, focuses or opens the actions. */
function loadMenu(): Promise<MenuModule> {
  menuModule ??= import('./Menu');
  menuModule.catch(() => {
    menuModule = undefined;
  });
  return menuModule;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The page's Markdown twin (src/plugins/markdown-pages.ts) to the clipboard.
 * The clipboard item is created in the click itself, with the download as
 * its promise: Safari allows clipboard writes only during the click.
 */
export async function copyMarkdown(markdownPath: string): Promise<void> {
  const download = fetch(markdownPath).then((response) => {
    if (!response.ok) throw new Error(`${markdownPath}: HTTP ${response.status}`);
    return response;
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const text = download.then(
      async (response) => new Blob([await response.text()], {type: 'text/plain'}),
    );
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text})]);
    return;
  }
  await navigator.clipboard.writeText(await (await download).text());
}

/**
 * Copy page, and a menu with View as Markdown / Open in ChatGPT / Open in
 * Claude, next to a docs page's title. Only the two buttons are in the
 * page's code; the menu loads when a reader reaches for it.
 */
export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = `${permalink}.md`;
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [Menu, setMenu] = useState<MenuModule['default'] | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const resetTimer = useRef<number | undefined>(undefined);

  const prepareMenu = useCallback(() => {
    void loadMenu().then((module) => setMenu(() => module.default));
  }, []);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = useCallback(async () => {
    window.clearTimeout(resetTimer.current);
    try {
      await copyMarkdown(markdownPath);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    resetTimer.current = window.setTimeout(() => setCopyState('idle'), 4000);
  }, [markdownPath]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  const labels = {
    copy: translate({
      id: 'pageActions.copy',
      message: 'ページをコピー',
      description: 'Button that copies the page as Markdown',
    }),
    copied: translate({
      id: 'pageActions.copied',
      message: 'コピーしました',
      description: 'Feedback after the page was copied',
    }),
    failed: translate({
      id: 'pageActions.copyFailed',
      message: 'コピーできませんでした',
      description: 'Feedback when copying the page failed',
    }),
    more: translate({
      id: 'pageActions.more',
      message: 'このページのその他の操作',
      description: 'Accessible name of the button that opens the page actions menu',
    }),
  };
  const feedback =
    copyState === 'copied' ? labels.copied : copyState === 'failed' ? labels.failed : '';

  const menuProps: PageActionsMenuProps = {
    id: menuId,
    markdownPath,
    markdownUrl: `${siteConfig.url}${markdownPath}`,
    focus: open || 'first',
    onCopy: () => void copy(),
    onClose: closeMenu,
    buttonRef: menuButton,
  };

  return (
    <div
      className={clsx('page-actions', styles.actions)}
      onPointerEnter={prepareMenu}
      onFocus={prepareMenu}>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        {/* Both labels take the same cell, so the button keeps its width. */}
        <span className={clsx(styles.label, copyState !== 'idle' && styles.hidden)}>
          {labels.copy}
        </span>
        <span className={clsx(styles.label, copyState === 'idle' && styles.hidden)} aria-hidden>
          {feedback || labels.copied}
        </span>
      </button>
      <button
        ref={menuButton}
        type="button"
        className={styles.toggle}
        aria-label={labels.more}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          prepareMenu();
          setOpen((current) => (current ? false : 'first'));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            prepareMenu();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}>
        <span className={styles.chevron} aria-hidden />
      </button>
      {open && Menu && <Menu {...menuProps} />}
      <span role="status" className="sr-only">
        {feedback}
      </span>
    </div>
  );
}
