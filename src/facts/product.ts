/**
 * Addresses of the product these docs describe (all `.example`, reserved for
 * documentation). Pure constants, safe to import from browser code.
 */
export const siteUrl = 'https://docs.hinata-cloud.example';
export const appUrl = 'https://app.hinata-cloud.example';
/** The API's own host: Try it's live mode sends there and nowhere else (the CSP's connect-src). */
export const apiOrigin = 'https://api.hinata-cloud.example';
export const statusUrl = 'https://status.hinata-cloud.example';
export const supportEmail = 'support@hinata-cloud.example';
/**
 * The repository the docs team works in: a reader's report from the feedback
 * widget (src/components/PageFeedback) opens a pre-filled issue there.
 */
export const docsRepositoryUrl = 'https://github.com/hinata-energy/hinata-cloud-docs';
/**
 * 株式会社ひなたエナジー's qualified-invoice (適格請求書発行事業者) registration number, in the
 * NTA's form: T followed by a 13-digit corporate number. The company is fictional, and so is the
 * number: its check digit (the first of the 13) is deliberately wrong, so it can be no real
 * company's number, as `.example` is no real domain. legal/pricing.md (Article 6) prints it in
 * both languages and the other pages link there; product.test.ts keeps the page and this in step.
 */
export const invoiceRegistrationNumber = 'T3012345678901';
