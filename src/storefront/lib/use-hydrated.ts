/**
 * False while server-rendering and hydrating, true after (and at once in components mounted
 * later): for what only the browser knows, such as its time zone or its clock.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
