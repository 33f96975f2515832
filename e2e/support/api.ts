import { expect } from "vitest";

/** The demo accounts the journeys sign in with (README). */
export interface DemoAccount {
  email: string;
  password: string;
}
export const DEMO_STAFF: DemoAccount = { email: "staff@maison.test", password: "maison-demo-2026" };
export const DEMO_SHOPPER: DemoAccount = { email: "shopper@maison.test", password: "maison-demo-2026" };

/** Signs in through the API (the steps a journey does not walk in the browser) and answers the session token. */
export async function signInByApi(baseUrl: string, account: DemoAccount): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v7/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: account.email, password: account.password }) });
  const body = (await response.json()) as { auth_token: string | null };
  expect(body.auth_token, `${account.email} signs in`).toBeTruthy();
  return body.auth_token!;
}

/** One API call as the token's person, expected to succeed; answers its JSON. */
export async function callApi<T>(baseUrl: string, token: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBe(true);
  return JSON.parse(text) as T;
}
