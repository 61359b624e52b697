import type {StaticHostOptions} from '../plugins/static-host';
import {serviceSourcesIn, tagManagerContainerIdIn} from './services';

/**
 * Analytics stay off unless a container id is given at build time, so by
 * default the site makes no request to any other host.
 */
export const tagManagerContainerId = tagManagerContainerIdIn(process.env);

/** Hosts the Content-Security-Policy must allow for the services switched on (src/config/services.ts). */
export function staticHostOptions(): StaticHostOptions {
  return {extraSources: serviceSourcesIn(process.env)};
}
