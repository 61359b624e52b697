export type ScannedPage = {
  title: string;
  content: string;
  keywords?: string;
  sections: {anchor: string; title: string; content: string; parent?: string}[];
};
export function scanHtml(html: string): ScannedPage | undefined;
