import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {useLocaleStrings} from '../localeStrings';
import {menuStrings} from './Menu.strings';
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
  const strings = useLocaleStrings(menuStrings);
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

  const query = encodeURIComponent(strings.prompt(markdownUrl));
  const external = {target: '_blank', rel: 'noopener noreferrer'} as const;

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={strings.menu}
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
          {strings.copy}
          <span className={styles.hint}>{strings.copyHint}</span>
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={markdownPath}
          onClick={() => onClose(false)}>
          {strings.viewMarkdown}
          <span className={styles.hint}>{strings.viewMarkdownHint}</span>
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
          {strings.chatgpt}
          <span className={styles.hint}>{strings.assistantHint}</span>
          <span className="sr-only">{strings.newTab}</span>
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
          {strings.claude}
          <span className={styles.hint}>{strings.assistantHint}</span>
          <span className="sr-only">{strings.newTab}</span>
        </a>
      </li>
    </ul>
  );
}
