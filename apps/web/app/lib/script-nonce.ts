import { createContext, useContext } from "react";

/**
 * The nonce of the response's content security policy (decision 064). The server render provides it
 * (`entry.server.tsx`); every inline script the layout writes carries it. In the browser it is absent:
 * the scripts are already there, and browsers hide a nonce from the page once it is used.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonceContext);
}
