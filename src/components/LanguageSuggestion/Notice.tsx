import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

export type NoticeProps = {
  /** The language offered, which is also the language the notice is written in. */
  locale: string;
  htmlLang: string;
  /** The same page in that language. */
  href: string;
  onDismiss: () => void;
  onFollow: () => void;
};

/**
 * Written in the language it offers: the reader it is for may not read the
 * page's language. Both languages' strings are here, side by side.
 */
const strings: Record<string, {label: string; text: string; link: string; dismiss: string}> = {
  en: {
    label: 'Language',
    text: 'This page is also available in English.',
    link: 'Read it in English',
    dismiss: 'Dismiss',
  },
  ja: {
    label: '言語の案内',
    text: 'このページは日本語でもご覧いただけます。',
    link: '日本語で読む',
    dismiss: '閉じる',
  },
};

export default function Notice({
  locale,
  htmlLang,
  href,
  onDismiss,
  onFollow,
}: NoticeProps): ReactNode {
  const text = strings[locale];
  const box = useRef<HTMLElement>(null);

  // A fixed notice must not hide the element that has keyboard focus (WCAG 2.4.11):
  // scrolling into view keeps clear of it while it shows.
  useEffect(() => {
    const root = document.documentElement;
    const height = box.current?.getBoundingClientRect().height ?? 0;
    root.style.scrollPaddingBottom = `${Math.ceil(height) + 16}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  if (!text) return null;
  return (
    <aside ref={box} className={styles.notice} lang={htmlLang} aria-label={text.label}>
      <p className={styles.text}>
        {text.text}{' '}
        {/* The other language is another build of the site: a full page load, not a client-side route. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a href={href} hrefLang={htmlLang} onClick={onFollow}>
          {text.link}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label={text.dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
