import {useSyncExternalStore} from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the calling component renders as part of hydration (React uses
 * the server snapshot then), false when it mounts in a browser render, such
 * as a client-side navigation or a remount after hydration.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
