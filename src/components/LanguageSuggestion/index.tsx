import {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {alternatePagePath} from './alternatePagePath';
import type {NoticeProps} from './Notice';
import {preferredLocale} from './preferredLocale';

/**
 * Offers a visitor whose browser prefers the site's other language the same
 * page in that language. It never redirects. The choice is remembered in
 * localStorage (no cookie) once the visitor dismisses the notice, follows its
 * link, or switches language in the navbar. The check is a few lines here; the
 * notice itself (its strings, markup and styles) downloads only for the
 * visitors who see it, and shows as a fixed toast, so nothing on the page moves.
 */
export const languageChoiceKey = 'hinata-language-choice';

function rememberChoice(choice: string): void {
  try {
    window.localStorage.setItem(languageChoiceKey, choice);
  } catch {
    // Storage can be unavailable (private modes, quotas): the notice then just shows again.
  }
}

function hasChosen(): boolean {
  try {
    return window.localStorage.getItem(languageChoiceKey) !== null;
  } catch {
    return false;
  }
}

export default function LanguageSuggestion(): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const [suggested, setSuggested] = useState<string>();
  const [Notice, setNotice] = useState<ComponentType<NoticeProps>>();

  useEffect(() => {
    // A language picked in the navbar's dropdown (its links carry `lang`) is a choice too.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[lang]');
      if (link?.closest('.navbar, .navbar-sidebar')) rememberChoice('switched');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (hasChosen()) return;
    const preferred = preferredLocale(navigator.languages ?? [navigator.language], locales);
    if (!preferred || preferred === currentLocale) return;
    let active = true;
    void import('./Notice').then((module) => {
      if (!active) return;
      setNotice(() => module.default);
      setSuggested(preferred);
    });
    return () => {
      active = false;
    };
  }, [currentLocale, locales]);

  const close = useCallback((choice: string) => {
    rememberChoice(choice);
    setSuggested(undefined);
  }, []);

  if (!Notice || !suggested) return null;
  return (
    <Notice
      locale={suggested}
      htmlLang={localeConfigs[suggested]?.htmlLang ?? suggested}
      href={
        alternatePagePath(pathname, baseUrl, localeConfigs[suggested]?.baseUrl ?? baseUrl) +
        window.location.hash
      }
      onDismiss={() => close('dismissed')}
      onFollow={() => close(suggested)}
    />
  );
}
