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
