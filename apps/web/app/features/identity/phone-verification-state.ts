import { SMS_CODE_STATE, showsSmsProgress } from "@maison/domain/identity/verification-code";
import { codeOf, EMPTY_CODE, isCodeComplete, type CodeDigits } from "./phone-code.ts";

/**
 * The phone verification modal as a transition table (spec 2 §2, §4): the SMS code state is
 * 0 reset (entry), 1 error, 2 checking, 3 success. Submitting a complete code moves to checking
 * (the check itself runs SMS_CHECK_DELAY_MS later); the answer moves to success or error. Resend
 * clears the boxes.
 */

export type SmsCodeState = (typeof SMS_CODE_STATE)[keyof typeof SMS_CODE_STATE];

/** The four views of the modal. */
export type PhoneVerificationView = "confirm" | "error" | "progress" | "success";

export interface PhoneVerificationState {
  codeState: SmsCodeState;
  digits: CodeDigits;
  /** The server's detail after a failed check. */
  error: string | null;
  /** A line about the last resend: sent, or why not. */
  notice: { tone: "info" | "error"; text: string } | null;
  resending: boolean;
}

export type PhoneVerificationEvent =
  | { type: "edit"; digits: CodeDigits }
  | { type: "submit" }
  | { type: "checked"; ok: true }
  | { type: "checked"; ok: false; message: string | null }
  | { type: "resend" }
  | { type: "resent"; ok: boolean; message: string }
  | { type: "retry" };

export const INITIAL_PHONE_VERIFICATION: PhoneVerificationState = {
  codeState: SMS_CODE_STATE.reset,
  digits: EMPTY_CODE,
  error: null,
  notice: null,
  resending: false,
};

export function phoneVerificationView(state: PhoneVerificationState): PhoneVerificationView {
  if (state.codeState === SMS_CODE_STATE.success) return "success";
  if (showsSmsProgress(state.codeState)) return "progress";
  return state.codeState === SMS_CODE_STATE.error ? "error" : "confirm";
}

/** The code to check, once submitted. */
export function submittedCode(state: PhoneVerificationState): string {
  return codeOf(state.digits);
}

export function phoneVerificationReducer(
  state: PhoneVerificationState,
  event: PhoneVerificationEvent,
): PhoneVerificationState {
  switch (event.type) {
    case "edit":
      if (state.codeState !== SMS_CODE_STATE.reset) return state;
      return { ...state, digits: event.digits };
    case "submit":
      if (state.codeState !== SMS_CODE_STATE.reset || !isCodeComplete(state.digits)) return state;
      return { ...state, codeState: SMS_CODE_STATE.checking, error: null, notice: null };
    case "checked":
      if (state.codeState !== SMS_CODE_STATE.checking) return state;
      if (event.ok) return { ...state, codeState: SMS_CODE_STATE.success };
      return { ...state, codeState: SMS_CODE_STATE.error, error: event.message };
    case "resend":
      if (state.codeState === SMS_CODE_STATE.checking || state.codeState === SMS_CODE_STATE.success) return state;
      return { ...state, codeState: SMS_CODE_STATE.reset, digits: EMPTY_CODE, error: null, notice: null, resending: true };
    case "resent":
      if (!state.resending) return state;
      return { ...state, resending: false, notice: { tone: event.ok ? "info" : "error", text: event.message } };
    case "retry":
      if (state.codeState !== SMS_CODE_STATE.error) return state;
      return { ...INITIAL_PHONE_VERIFICATION };
  }
}
