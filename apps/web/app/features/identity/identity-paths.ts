/** The API calls of sign-in, sign-up, verification and sessions (spec 2 §7), as the browser makes them. */
export const IDENTITY_API = {
  login: "/api/v7/login",
  createAccount: "/api/v7/create-account",
  verifyEmail: "/api/v6/verify-email/",
  logout: "/api/v6/logout",
  resetPassword: "/api/v6/reset_password",
  resetPasswordConfirm: "/api/v6/reset_password/confirm/",
  profile: "/api/v6/my-account/",
  subscriptions: "/api/v6/my-account/subscriptions/",
  passwordChange: "/api/v6/my-account/password/change/",
  phoneValidation: "/api/v6/my-account/phone_validation/",
  sessions: "/api/v6/my-account/sessions/",
  endOtherSessions: "/api/v6/my-account/sessions/end-others/",
} as const;

/** The pages of this feature. */
export const IDENTITY_PAGES = {
  profile: "/my-account/profile",
  password: "/my-account/password",
  resetPassword: "/reset-password",
} as const;

export function sessionPath(id: string): string {
  return `${IDENTITY_API.sessions}${encodeURIComponent(id)}/`;
}
