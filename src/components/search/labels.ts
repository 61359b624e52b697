import {translate} from '@docusaurus/Translate';
import type {SearchArea, SearchDoc} from '@site/src/search/types';

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

/** "API v1", "Reference": the area, and the version where pages of two versions share titles. */
export function placeLabel(doc: SearchDoc): string {
  return doc.version ? `${areaLabel(doc.area)} ${doc.version}` : areaLabel(doc.area);
}

/** A name that tells one result from every other: section, page and place. */
export function resultName(doc: SearchDoc): string {
  return [doc.title, doc.pageTitle, placeLabel(doc)].filter(Boolean).join(' — ');
}
