import {translate} from '@docusaurus/Translate';
import type {Locale} from '@site/src/facts/areas';
import type {SearchArea} from '@site/src/search/types';

/**
 * Literal messages, as Docusaurus's translation extraction requires, and
 * cheaper than importing areas.ts into the main bundle (+264 B on every page,
 * which put the longest guide over its budget): src/facts/areas-copies.test.ts
 * holds these Japanese labels, and areas.test.ts the English ones in
 * i18n/en/code.json, to src/facts/areas.ts.
 */
export function areaLabel(area: SearchArea): string {
  switch (area) {
    case 'reference':
      return translate({id: 'search.area.reference', message: 'リファレンス'});
    case 'guides':
      return translate({id: 'search.area.guides', message: 'ガイド'});
    case 'technology':
      return translate({id: 'search.area.technology', message: 'テクノロジー'});
    case 'api':
      return translate({id: 'search.area.api', message: 'API'});
    case 'legal':
      return translate({id: 'search.area.legal', message: '規約・ポリシー'});
    case 'releases':
      return translate({id: 'search.area.releases', message: 'リリースノート'});
  }
}

type Place = {area: SearchArea; version?: string};

/** The area ("API v1" for an API page), and the version where pages of two versions share titles. */
export function placeLabel(place: Place): string {
  return place.version ? `${areaLabel(place.area)} ${place.version}` : areaLabel(place.area);
}

/** A name that tells one result from every other: section, page and place. */
export function resultName(hit: Place & {title: string; pageTitle?: string}): string {
  return [hit.title, hit.pageTitle, placeLabel(hit)].filter(Boolean).join(' — ');
}

/** What the reader is told when a query cannot be searched as typed. */
export function noticeText(
  notice: 'empty' | 'tooShort' | 'truncated' | undefined,
): string | undefined {
  switch (notice) {
    case 'empty':
      return translate({
        id: 'search.notice.empty',
        message: '検索できる文字がありません。単語を入力してください。',
      });
    case 'tooShort':
      return translate({
        id: 'search.notice.tooShort',
        message: 'もう1文字以上入力してください。',
      });
    case 'truncated':
      return translate(
        {
          id: 'search.notice.truncated',
          message: '検索語が長すぎるため、先頭の{max}文字で検索しました。',
        },
        {max: 200},
      );
    default:
      return undefined;
  }
}

/** A locale's name in the reader's language, for results from pages not in it. */
export function languageName(locale: string): string {
  switch (locale as Locale) {
    case 'ja':
      return translate({id: 'search.language.ja', message: '日本語'});
    case 'en':
      return translate({id: 'search.language.en', message: '英語'});
    default:
      return locale;
  }
}

/** Said above results that come from another language's pages, because the reader's had none. */
export function otherLanguageNotice(locale: string): string {
  return translate(
    {
      id: 'search.otherLanguage.notice',
      message: '日本語のページには見つかりませんでした。{language}のページの結果を表示しています。',
    },
    {language: languageName(locale)},
  );
}
