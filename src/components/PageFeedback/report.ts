/**
 * What a reader's report says, as plain data and as the issue it opens in
 * the docs repository. Pure functions, so the unit test pins the issue text.
 */

export type ReportKind = 'wrong-figure' | 'missing-answer' | 'broken-example' | 'other';

export const reportKinds: readonly ReportKind[] = [
  'wrong-figure',
  'missing-answer',
  'broken-example',
  'other',
];

/** What the config gives the box (`customFields.feedback`). */
export interface FeedbackConfig {
  repositoryUrl: string;
  supportEmail: string;
  endpoint?: string;
}

export interface Section {
  /** The heading's id, the fragment of its URL; empty for the whole page. */
  id: string;
  title: string;
}

export interface Report {
  pageTitle: string;
  pageUrl: string;
  locale: string;
  section: Section;
  kind: ReportKind;
  kindLabel: string;
  /** The text the reader selected on the page, if any. */
  quote: string;
  message: string;
}

/** The longest message the form takes: an issue URL stays well under browsers' limits. */
export const maxMessageLength = 2000;
/** The longest quote carried into the issue. */
export const maxQuoteLength = 300;

/** One line, trimmed, at most `max` characters (an ellipsis marks a cut). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface IssueLabels {
  page: string;
  section: string;
  wholePage: string;
  language: string;
  kind: string;
  quote: string;
  titlePrefix: string;
}

/** The issue body: the facts a writer needs first, then the reader's words. */
export function issueBody(report: Report, labels: IssueLabels): string {
  const sectionUrl = report.section.id ? `${report.pageUrl}#${report.section.id}` : report.pageUrl;
  const lines = [
    `- ${labels.page}: [${report.pageTitle}](${report.pageUrl})`,
    `- ${labels.section}: ${report.section.id ? `[${report.section.title}](${sectionUrl})` : labels.wholePage}`,
    `- ${labels.language}: ${report.locale}`,
    `- ${labels.kind}: ${report.kindLabel}`,
  ];
  if (report.quote)
    lines.push('', `${labels.quote}:`, '', `> ${clip(report.quote, maxQuoteLength)}`);
  lines.push('', report.message.trim());
  return lines.join('\n');
}

export function issueTitle(report: Report, labels: IssueLabels): string {
  const where = report.section.id
    ? `${report.pageTitle} › ${report.section.title}`
    : report.pageTitle;
  return clip(`${labels.titlePrefix} ${report.kindLabel}: ${where}`, 120);
}

/** The new-issue URL of the docs repository, pre-filled and labelled. */
export function issueUrl(repositoryUrl: string, report: Report, labels: IssueLabels): string {
  const url = new URL(`${repositoryUrl.replace(/\/$/, '')}/issues/new`);
  url.searchParams.set('title', issueTitle(report, labels));
  url.searchParams.set('body', issueBody(report, labels));
  url.searchParams.set('labels', `docs-feedback,${report.kind},lang:${report.locale}`);
  return url.href;
}

/** The same report as an e-mail, for readers without an account on the repository's host. */
export function mailtoUrl(address: string, report: Report, labels: IssueLabels): string {
  const subject = encodeURIComponent(issueTitle(report, labels));
  const body = encodeURIComponent(issueBody(report, labels));
  return `mailto:${address}?subject=${subject}&body=${body}`;
}

/** What a host's own endpoint receives (HINATA_FEEDBACK_ENDPOINT): no identifier of the reader. */
export type EndpointPayload =
  | {type: 'rating'; page: string; locale: string; helpful: boolean}
  | {
      type: 'report';
      page: string;
      locale: string;
      section: string;
      kind: ReportKind;
      quote: string;
      message: string;
    };

export async function sendToEndpoint(endpoint: string, payload: EndpointPayload): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(payload),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${endpoint}: HTTP ${response.status}`);
}
