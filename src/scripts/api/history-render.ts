/**
 * The history regions of the API pages: `history <operationId>…` (when each
 * operation, parameter and property was added, changed or deprecated) and
 * `changelog` (every change of every version). Both come from
 * `history.ts`, which reads the documents' git history.
 */
import type {Change, Detail, Element} from './diff';
import type {ElementHistory, History} from './history';
import {unreleased} from './history';
import type {OpenApi} from '../../openapi/document';
import {table} from '../../openapi/render';
import type {Locale} from '../../openapi/types';

const words = {
  en: {
    item: 'Item',
    added: 'Added in',
    changed: 'Changed in',
    deprecated: 'Deprecated in',
    kind: 'Change',
    what: 'Details',
    endpoint: 'Endpoint',
    places: {query: 'query', header: 'header', path: 'path', cookie: 'cookie'} as Record<
      string,
      string
    >,
    request: 'request',
    response: 'response',
    security: 'authentication',
    status: 'response status',
    media: 'media type',
    header: 'response header',
    kinds: {added: 'Added', removed: 'Removed', changed: 'Changed', deprecated: 'Deprecated'},
    breaking: 'breaking',
    unreleased: 'Unreleased',
    origin: (v: string) => `v1 (${v})`,
    none: 'No changes since this version was released.',
    yes: 'yes',
    no: 'no',
    arrow: ' → ',
    list: ', ',
    aspects: {
      type: 'Type',
      nullable: 'Can be null',
      format: 'Format',
      required: 'Required',
      'enum-added': 'New values',
      'enum-removed': 'Values removed',
      extensible: 'Now states that values not in the list may be returned',
      bound: '',
      pattern: 'Pattern',
      precision: 'Decimal places',
      'multiple-of': '`multipleOf`',
      default: 'Default',
      'read-only': 'Read-only',
    } satisfies Record<Detail['aspect'], string>,
    // The enum the other way: the document stopped saying that values outside the list may come.
    closed: 'Enumeration closed (no values outside the list are returned)',
    colon: ': ',
    sep: '; ',
    released: (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      const month = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, 1)).toLocaleString('en', {
        month: 'long',
        timeZone: 'UTC',
      });
      return `Released on ${month} ${d}, ${y}.`;
    },
    dated: (label: string, date: string) => `${label} (${date})`,
  },
  ja: {
    item: '項目',
    added: '追加',
    changed: '変更',
    deprecated: '非推奨',
    kind: '種類',
    what: '内容',
    endpoint: 'エンドポイント',
    places: {query: 'クエリ', header: 'ヘッダー', path: 'パス', cookie: 'クッキー'} as Record<
      string,
      string
    >,
    request: 'リクエスト',
    response: 'レスポンス',
    security: '認証',
    status: 'レスポンスのステータス',
    media: 'メディアタイプ',
    header: 'レスポンスヘッダー',
    kinds: {added: '追加', removed: '削除', changed: '変更', deprecated: '非推奨'},
    breaking: '互換性なし',
    unreleased: '未リリース',
    origin: (v: string) => `v1（${v}）`,
    none: 'このバージョンのリリース後の変更はありません。',
    yes: 'はい',
    no: 'いいえ',
    arrow: '→',
    list: '、',
    aspects: {
      type: '型',
      nullable: 'null',
      format: '形式',
      required: '必須',
      'enum-added': '追加された値',
      'enum-removed': '削除された値',
      extensible: '一覧にない値も返ることを明示しました',
      bound: '',
      pattern: 'パターン',
      precision: '小数点以下の桁数',
      'multiple-of': '`multipleOf`',
      default: '既定値',
      'read-only': '読み取り専用',
    } satisfies Record<Detail['aspect'], string>,
    closed: '列挙を閉じました（一覧にない値は返りません）',
    colon: '：',
    sep: '。',
    released: (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      return `${y}年${m}月${d}日にリリースしました。`;
    },
    dated: (label: string, date: string) => `${label}（${date}）`,
  },
};

/** The anchor of a version's section on the changelog page. */
export const versionAnchor = (version: string): string =>
  version === unreleased ? 'unreleased' : `v${version.replace(/\./g, '-')}`;

const code = (text: string): string => `\`${text}\``;

function itemLabel(e: Element, locale: Locale, withOperation: boolean): string {
  const w = words[locale];
  const op = code(e.operation);
  if (e.kind === 'operation') return withOperation ? op : w.endpoint;
  const where =
    e.kind === 'parameter'
      ? (w.places[e.place ?? ''] ?? e.place ?? '')
      : e.kind === 'request'
        ? w.request
        : e.kind === 'security' || e.kind === 'status'
          ? w[e.kind]
          : e.kind === 'media' || e.kind === 'header'
            ? `${w[e.kind]} ${e.place ?? ''}`
            : e.place === '200'
              ? w.response
              : `${w.response} ${e.place ?? ''}`;
  const own = locale === 'ja' ? `${code(e.name)}（${where}）` : `${code(e.name)} (${where})`;
  return withOperation ? `${op} ${own}` : own;
}

function versionLabel(version: string, h: History, locale: Locale, link?: string): string {
  const w = words[locale];
  if (version === unreleased) return w.unreleased;
  if (version === h.origin) return w.origin(version);
  return link ? `[${version}](${link}#${versionAnchor(version)})` : version;
}

/** A version with its release date, as the operation pages' history tables show it. */
function datedVersionLabel(version: string, h: History, locale: Locale, link?: string): string {
  const label = versionLabel(version, h, locale, link);
  const date = h.releases.find((r) => r.version === version)?.date;
  return date ? words[locale].dated(label, date) : label;
}

function detailText(d: Detail, locale: Locale): string {
  const w = words[locale];
  const bool = (v: string | undefined): string => (v === 'true' ? w.yes : w.no);
  const value = (v: string | undefined): string => (v === undefined ? '—' : code(v));
  switch (d.aspect) {
    case 'enum-added':
    case 'enum-removed': {
      const list = (d.aspect === 'enum-added' ? d.to : d.from) ?? '';
      return `${w.aspects[d.aspect]}${w.colon}${list.split(', ').map(code).join(w.list)}`;
    }
    case 'extensible':
      return d.to === 'true' ? w.aspects.extensible : w.closed;
    case 'nullable':
    case 'required':
    case 'read-only':
      return `${w.aspects[d.aspect]}${w.colon}${bool(d.from)}${w.arrow}${bool(d.to)}`;
    case 'bound':
      return `${code(d.keyword ?? '')}${w.colon}${value(d.from)}${w.arrow}${value(d.to)}`;
    default:
      return `${w.aspects[d.aspect]}${w.colon}${value(d.from)}${w.arrow}${value(d.to)}`;
  }
}

/**
 * The history of the operations: a row for each, and one for each of its
 * parameters and properties that was added after the first v2 release or has
 * changed or been deprecated since (the page says that the others date from it).
 */
export function historyTable(
  api: OpenApi,
  operationIds: string[],
  locale: Locale,
  h: History,
  changelog: string | undefined,
): string {
  const w = words[locale];
  const rows: string[][] = [];
  const cell = (entry: ElementHistory): string[] => [
    datedVersionLabel(entry.addedIn, h, locale, changelog),
    entry.changedIn.map((v) => datedVersionLabel(v, h, locale, changelog)).join(w.list) || '—',
    entry.deprecatedIn ? datedVersionLabel(entry.deprecatedIn, h, locale, changelog) : '—',
  ];
  const first = h.releases[0]?.version;
  for (const id of operationIds) {
    api.findOperation(id);
    const members = [...h.current.values()].filter((e) => e.operationId === id);
    const operation = members.find((e) => e.kind === 'operation');
    const own = operation && h.elements.get(operation.key);
    if (!operation || !own) throw new Error(`history: ${id} is not in the newest revision`);
    rows.push([itemLabel(operation, locale, operationIds.length > 1), ...cell(own)]);
    for (const e of members) {
      const entry = h.elements.get(e.key);
      if (e === operation || !entry) continue;
      const since = [h.origin, first, own.addedIn];
      if (since.includes(entry.addedIn) && entry.changedIn.length === 0 && !entry.deprecatedIn)
        continue;
      rows.push([itemLabel(e, locale, false), ...cell(entry)]);
    }
  }
  return table(
    [w.item, w.added, w.changed, w.deprecated],
    rows,
    `history ${operationIds.join(' ')}`,
  );
}

function changeRow(c: Change, locale: Locale): string[] {
  const w = words[locale];
  const kind = c.breaking
    ? locale === 'ja'
      ? `${w.kinds[c.kind]}（${w.breaking}）`
      : `${w.kinds[c.kind]} (${w.breaking})`
    : w.kinds[c.kind];
  const details = c.details.map((d) => detailText(d, locale));
  const text = locale === 'ja' ? details.map((d) => `${d}。`).join('') : details.join(w.sep);
  return [kind, itemLabel(c.element, locale, true), text || '—'];
}

/** Every version, newest first, with a table of its changes. */
export function changelog(h: History, locale: Locale): string {
  const w = words[locale];
  const sections = [...h.releases].reverse().map((release) => {
    const heading = `### ${versionLabel(release.version, h, locale)} {/* #${versionAnchor(release.version)} */}`;
    const body =
      release.changes.length === 0
        ? w.none
        : table(
            [w.kind, w.item, w.what],
            release.changes.map((c) => changeRow(c, locale)),
            `changelog ${release.version}`,
          );
    const date = release.date ? `${w.released(release.date)}\n\n` : '';
    return `${heading}\n\n${date}${body}`;
  });
  return sections.join('\n\n');
}
