/**
 * What the Node server hands every loader and action: an in-process fetch to the same server's
 * REST API (paths start with `/api/...`), and the script nonce of the response.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module "react-router" {
  interface AppLoadContext {
    api: ApiFetch;
    /** The nonce of this response's content security policy; every inline script carries it. */
    cspNonce?: string;
  }
}
