/**
 * `llms.txt` and `llms-full.txt` (https://llmstxt.org): the site name as H1,
 * a one-paragraph summary as a blockquote, then one section per area, one
 * line per page pointing at its Markdown twin.
 */
import {locales, siteAreaIds, siteAreas, type SiteAreaId} from '../facts/areas';
import type {Locale} from './convert';

export const areaOrder = siteAreaIds;
export type Area = SiteAreaId;

export type LlmsPage = {
  area: Area;
  /** API pages: the version's name ('current' is v2) and its label. */
  version?: {name: string; label: string; isCurrent: boolean};
  title: string;
  description?: string;
  /** Absolute URL of the page's `.md`. */
  markdownUrl: string;
  markdown: string;
};

export const areaTitles = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(siteAreas.map((area) => [area.id, area.label[locale]])),
  ]),
) as Record<Locale, Record<Area, string>>;

const summaries: Record<Locale, string> = {
  ja: 'Hinata Cloudは、国内の太陽光発電所と蓄電池の発電予測、需給管理、収益シミュレーションをひとつにまとめたクラウドサービスです。このドキュメントは、アプリの画面と設定（リファレンス）、作業の手順（ガイド）、予測と最適化とシミュレーションの計算方法（テクノロジー）、REST API（現行のv2と非推奨のv1）、規約と料金、リリースノートを日本語で説明します。',
  en: 'Hinata Cloud is a cloud service that forecasts, operates and simulates solar plants and batteries in Japan. This documentation explains the app’s screens and settings (Reference), step-by-step tasks (Guides), how forecasts, optimization and simulations are calculated (Technology), the REST API (v2, and the deprecated v1), the terms and pricing, and the release notes, in English.',
};

const notes: Record<Locale, (full: string, other: string) => string> = {
  ja: (full, other) =>
    `各ページはURLの末尾に\`.md\`を付けるとMarkdownで取得できます。全ページの本文をひとつにまとめたものは[llms-full.txt](${full})、英語版は[English llms.txt](${other})です。`,
  en: (full, other) =>
    `Every page is available as Markdown at its URL plus \`.md\`. All pages in one file: [llms-full.txt](${full}). Japanese: [日本語の llms.txt](${other}).`,
};

/** `[text](url)` text: brackets would end the link early. */
function linkText(value: string): string {
  return value.replace(/([\\[\]])/g, '\\$1');
}

function line(page: LlmsPage): string {
  const description = page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : '';
  return `- [${linkText(page.title)}](${page.markdownUrl})${description}`;
}

function sections(locale: Locale, pages: LlmsPage[]): string[] {
  return areaOrder.flatMap((area) => {
    const inArea = pages.filter((page) => page.area === area);
    if (inArea.length === 0) return [];
    const current = inArea.filter((page) => !page.version || page.version.isCurrent);
    const older = new Map<string, LlmsPage[]>();
    for (const page of inArea) {
      if (page.version && !page.version.isCurrent) {
        older.set(page.version.label, [...(older.get(page.version.label) ?? []), page]);
      }
    }
    const currentLabel = current.find((page) => page.version)?.version?.label;
    return [
      `## ${areaTitles[locale][area]}${currentLabel ? ` ${currentLabel}` : ''}`,
      '',
      ...current.map(line),
      '',
      ...[...older].flatMap(([label, olderPages]) => [
        `### ${areaTitles[locale][area]} ${label}`,
        '',
        ...olderPages.map(line),
        '',
      ]),
    ];
  });
}

export type LlmsFiles = {llms: string; llmsFull: string};

export function llmsFiles({
  locale,
  siteTitle,
  llmsFullUrl,
  otherLocaleLlmsUrl,
  pages,
}: {
  locale: Locale;
  siteTitle: string;
  llmsFullUrl: string;
  otherLocaleLlmsUrl: string;
  pages: LlmsPage[];
}): LlmsFiles {
  const head = [`# ${siteTitle}`, '', `> ${summaries[locale]}`, ''];
  const llms = [
    ...head,
    notes[locale](llmsFullUrl, otherLocaleLlmsUrl),
    '',
    ...sections(locale, pages),
  ];
  const ordered = areaOrder.flatMap((area) => {
    const inArea = pages.filter((page) => page.area === area);
    return [
      ...inArea.filter((page) => !page.version || page.version.isCurrent),
      ...inArea.filter((page) => page.version && !page.version.isCurrent),
    ];
  });
  const llmsFull = [
    ...head,
    ...ordered
      .map((page) => page.markdown.trimEnd())
      .join('\n\n---\n\n')
      .split('\n'),
  ];
  return {
    llms: `${llms.join('\n').trimEnd()}\n`,
    llmsFull: `${llmsFull.join('\n').trimEnd()}\n`,
  };
}
