import { discardPendingAction } from "./pending-action.ts";

/** Session-storage key of the product whose heart a visitor clicked (spec 1 §3 stored client data). */
export const CLICKED_PRODUCT_ID_KEY = "clicked_product_id";
/** Session-storage key set when the phone verification modal was closed, so it does not return this visit. */
export const PHONE_PROMPT_CLOSED_KEY = "phone_verification_closed";
/** A display-only cookie some clients read; we never set it, but clear it on sign-out (spec 1 §3). */
const AUTH_EMAIL_COOKIE = "auth_email";

/**
 * Forgets what identity kept in this browser about the signed-in person (spec 2 §4 logout); the
 * session hooks' `signedOut` forgets the rest. The session token itself is an httpOnly cookie that
 * only the server clears.
 */
export function clearClientAuthState(): void {
  for (const key of [CLICKED_PRODUCT_ID_KEY, PHONE_PROMPT_CLOSED_KEY]) sessionStorage.removeItem(key);
  discardPendingAction(sessionStorage);
  document.cookie = `${AUTH_EMAIL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
