/**
 * The path of the same page in another locale: the current locale's base URL
 * swapped for the other's. This is what theme-common's `useAlternatePageUtils`
 * does, which is exported only from `@docusaurus/theme-common/internal`
 * (unstable); our base URLs and `trailingSlash: false` need no more than this.
 */
export function alternatePagePath(
  pathname: string,
  currentBaseUrl: string,
  targetBaseUrl: string,
): string {
  // The locale's home page is served without its trailing slash (`/en`).
  const path =
    `${pathname}/`.startsWith(currentBaseUrl) && !pathname.startsWith(currentBaseUrl)
      ? currentBaseUrl
      : pathname;
  const suffix = path.startsWith(currentBaseUrl)
    ? path.slice(currentBaseUrl.length)
    : path.replace(/^\//, '');
  return `${targetBaseUrl}${suffix.replace(/\/+$/, '')}`;
}
