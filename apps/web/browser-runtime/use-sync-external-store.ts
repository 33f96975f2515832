/**
 * React's `useSyncExternalStore` for the browser runtime (decision 085). While hydrating, React renders
 * with the server's snapshot (`getServerSnapshot`), so the page hydrates what the server drew, and renders
 * again at once if the store says otherwise. Preact's version reads the browser's snapshot at once; its
 * hydration keeps the server's attributes, so a value that differs (a control enabled once the page is
 * interactive) would never reach the page. This one does what React does.
 */
import { useEffect, useLayoutEffect, useState } from "preact/hooks";
import { hydration } from "./hydration.ts";

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T,>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const value = hydration.active && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const [{ store }, rerender] = useState(() => ({ store: { value, getSnapshot } as Store<T> }));
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) rerender({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(store)) rerender({ store });
    return subscribe(() => {
      if (changed(store)) rerender({ store });
    });
  }, [subscribe]);
  return value;
}
