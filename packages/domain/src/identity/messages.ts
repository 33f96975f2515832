/** The exact wording of spec 2 §2, §5 and §8 for sign-in, sign-up and verification. */
export const IDENTITY_MESSAGES = {
  /** Login, signup, reset and social-login failures without a server message (spec 2 §8). */
  somethingWentWrong: "Something went wrong, please try again later.",
  /** Social provider gave no e-mail / not connected (spec 2 §5, §8). */
  pleaseLogIntoFacebook: "Please log into Facebook!",
  /** Phone verification failure (spec 2 §2, §8). */
  pleaseTryAgainLater: "Please try again later",
  verificationInProgressTitle: "Verification in Progress",
  verificationInProgressText: "Please wait while we verify your phone number",
  verificationSuccessfulTitle: "Verification Successful",
  logoutTitle: "Log Out",
  logoutQuestion: "Are you sure you want to log out?",
  logoutYes: "Yes",
  logoutNo: "No",
} as const;

/** Server messages for outcomes the spec leaves to us; shown as the server's message. */
export const IDENTITY_SERVER_MESSAGES = {
  invalidCredentials: "The e-mail or password you entered is incorrect.",
  loginLocked: "Too many unsuccessful attempts. Please wait 15 minutes or reset your password.",
  emailTaken: "An account with this e-mail already exists. Please log in instead.",
  emailConfirmationRequired: "Please confirm your e-mail address. We sent you a code.",
  emailConfirmed: "Thank you, your e-mail address is confirmed.",
  codeSent: "We sent you a new code.",
  codeInvalid: "That code is not correct. Please check it and try again.",
  codeExpired: "That code has expired. Please ask for a new one.",
  codeAttemptsExceeded: "Too many incorrect codes. Please ask for a new one.",
  tooManyCodes: "Please wait a moment before asking for another code.",
  resetSent: "If an account exists for this e-mail, we have sent a link to reset your password.",
  resetLinkInvalid: "This reset link is no longer valid. Please ask for a new one.",
  passwordChanged: "Your password has been changed.",
  passwordReset: "Your password has been reset. Please log in with your new password.",
  oldPasswordWrong: "Your old password was entered incorrectly. Please enter it again.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  phoneInvalid: "Please enter a valid phone number.",
  phoneVerified: "Your phone number is verified.",
  socialTokenInvalid: "We could not verify your sign-in with this provider.",
  socialEmailMissing: "Your Google account did not share a verified e-mail address with us. Please use another way to log in.",
  socialProviderUnavailable: "We could not reach the sign-in provider. Please try again in a moment.",
  signInRequired: "Please log in to continue.",
  loggedOut: "You are logged out.",
  sessionEnded: "That device has been signed out.",
  otherSessionsEnded: "Your other devices have been signed out.",
  sessionNotFound: "That device is not signed in to your account.",
} as const;
