// A value that changes at every animation frame (the car's place, the map's view while it moves)
// and the few elements that follow it. They are placed by their listeners, straight in the DOM:
// a React render of the whole map per frame is what held the animation and the pan under 50 fps.
// (valtio, the app's store, notifies after a microtask and wraps what it holds in proxies: the
// wrong tool for sixty plain values a second.)

export interface LiveValue<T> {
  get(): T;
  /** Calls `listener` after each set(); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface LiveValueSource<T> extends LiveValue<T> {
  set(value: T): void;
}

export function createLiveValue<T>(initial: T): LiveValueSource<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
