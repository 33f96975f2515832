// `react-dom` in the browser build (decision 085): Preact's compatibility layer, plus React DOM's
// `preload` hint (./preload.ts). JavaScript, as TypeScript cannot re-export a module declared `export =`.
export * from "preact/compat";
export { default } from "preact/compat";
export { preload } from "./preload.ts";
