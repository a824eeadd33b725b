import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide client state (session, toasts, theme) without a state library. */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export const createStore = <T>(initial: T): Store<T> => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/**
 * The store's value. `serverValue` is what a server render shows (and a hydrating render, so the two match):
 * for values the server cannot know, such as the session. Without it the server shows the current value.
 */
export const useStore = <T>(store: Store<T>, ...serverValue: [] | [T]): T =>
  useSyncExternalStore(store.subscribe, store.get, serverValue.length > 0 ? () => serverValue[0] as T : store.get);

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the device's time zone, that the page has hydrated): `serverValue` while the
 * server renders and while the browser hydrates that render, so the two match; then the browser's own value,
 * drawn again by the component that asked only. A page drawn in the browser gets the browser's value at once.
 */
export const useClientValue = <T>(clientValue: () => T, serverValue: T): T =>
  useSyncExternalStore(noSubscription, clientValue, () => serverValue);

const always = () => true;

/** False while the server renders and while the browser hydrates that render, true from then on. */
export const useHydrated = (): boolean => useClientValue(always, false);
