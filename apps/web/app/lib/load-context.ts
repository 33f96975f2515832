/**
 * What the Node server hands every loader and action: an in-process fetch to the same server's
 * REST API. Paths start with `/api/...`.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module "react-router" {
  interface AppLoadContext {
    api: ApiFetch;
  }
}
