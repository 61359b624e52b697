import type {StaticHostOptions} from '../plugins/static-host';
import {apiOrigin} from '../facts/product';
import {serviceSourcesIn, tagManagerContainerIdIn} from './services';

/**
 * Analytics stay off unless a container id is given at build time, so by
 * default the site makes no request to any other host.
 */
export const tagManagerContainerId = tagManagerContainerIdIn(process.env);

/**
 * Hosts the Content-Security-Policy must allow: the services switched on
 * (src/config/services.ts), and the API's own host for Try it's live mode,
 * which the reader starts with their own key (src/components/api/TryIt).
 */
export function staticHostOptions(): StaticHostOptions {
  const services = serviceSourcesIn(process.env);
  return {extraSources: {...services, 'connect-src': [...services['connect-src'], apiOrigin]}};
}
