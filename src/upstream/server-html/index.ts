import {join} from 'node:path';
import {aliasPlugin} from '../aliases';

/**
 * `@site/src/components/HydrateWhenVisible` (React's lazy loading) resolved
 * to ours, which keeps the server's HTML until the element nears the viewport.
 */
export default function serverHtml() {
  return aliasPlugin('server-html', {
    '@site/src/components/HydrateWhenVisible': join(__dirname, 'HydrateWhenVisible.tsx'),
  });
}
