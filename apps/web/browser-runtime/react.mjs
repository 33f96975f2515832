// `react` in the browser build (decision 085): Preact's compatibility layer, with React's own
// `useSyncExternalStore` behaviour while hydrating (./use-sync-external-store.ts) and ids unique in the
// document (./use-id.ts). JavaScript, as TypeScript cannot re-export a module declared `export =`.
export * from "preact/compat";
export { default } from "preact/compat";
export { useSyncExternalStore } from "./use-sync-external-store.ts";
export { useId } from "./use-id.ts";
