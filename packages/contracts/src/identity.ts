import { z } from "zod";
import { EMAIL_PROBLEM_MESSAGES, emailProblem, normalizeEmail } from "@maison/domain/identity/email-check";
import { PASSWORD_MAX_LENGTH } from "@maison/domain/identity/password-policy";
import { ROLES } from "@maison/domain/identity/role";
import { WalletProfileFields } from "./wallet.ts";

/** The typed failures of sign-in, sign-up, codes, passwords, sessions, step-up and the account's phone. */
export const IdentityErrorCode = z.enum([
  /** An unknown e-mail and a wrong password get the same refusal, so neither can be told apart: 401. */
  "invalid_credentials",
  /** Too many wrong passwords for one account: it is locked for a while (Retry-After): 429. */
  "login_locked",
  /** An account already uses this e-mail: 400 on `email`. */
  "email_taken",
  /** The e-mail must be confirmed with the code we sent before the account is used: 403. */
  "email_confirmation_required",
  /** The code does not match the latest one sent, or it was already used: 400 on `code`. */
  "code_invalid",
  /** The code was sent more than 10 minutes ago: 400 on `code`. */
  "code_expired",
  /** Five wrong guesses spend a code; a new one must be asked for: 400 on `code`. */
  "code_attempts_exceeded",
  /** A code has a fixed number of digits: 400 on `code`. */
  "code_malformed",
  /** Codes were asked for too often; wait before asking again: 429. */
  "too_many_codes",
  /** The password-reset link is unknown, used or expired: 400 on `token`. */
  "reset_link_invalid",
  /** Changing the password needs the current one: 400 on `old_password`. */
  "old_password_wrong",
  /** A new password has at least 8 characters: 400. */
  "password_too_short",
  /** A new password has at most 256 characters: 400. */
  "password_too_long",
  /** A new password may not be one of the commonly used ones: 400. */
  "password_common",
  /** A new password may not contain the account's e-mail: 400. */
  "password_contains_email",
  /** The session to sign out is not one of the user's: 404 on `id`. */
  "session_not_found",
  /** The signed-in account was deleted meanwhile: 404. */
  "account_not_found",
  /** The phone number cannot be a reachable mobile number: 400. */
  "phone_invalid",
  /** A new phone number is saved only after its SMS code is confirmed; the code was sent: 403. */
  "phone_code_sent",
  /** The sign-in provider did not vouch for the token: 401. */
  "social_token_invalid",
  /** The sign-in provider did not answer: 502. */
  "social_provider_unavailable",
  /** The provider gave no verified e-mail, which every account needs: 400. */
  "social_email_missing",
  /** The call needs a step-up verification done in the last ten minutes: 412. */
  "step_up_required",
]);
export type IdentityErrorCode = z.infer<typeof IdentityErrorCode>;

/** An e-mail that passes the check of spec 1 §5, normalised to lower case. */
export const Email = z
  .string()
  .max(254, "must be at most 254 characters")
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: EMAIL_PROBLEM_MESSAGES[problem] });
  })
  .transform(normalizeEmail);

/** A password as typed; the policy (length, common passwords) is checked by the service. */
const Password = z.string().min(1, "Please enter your password.").max(PASSWORD_MAX_LENGTH);

/**
 * A checkbox or flag as JSON (true/false, 1/0) or as an HTML form sends it ("true", "on", "1"…).
 * Unlike z.coerce.boolean, the string "false" is false.
 */
export const FormBoolean = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(["true", "false", "1", "0", "on", "off", ""])])
  .transform((value) => value === true || value === 1 || value === "true" || value === "1" || value === "on");

/** Device flags the apps send with sign-in calls; recorded with the session. */
const DeviceFlags = {
  is_mobile: FormBoolean.optional(),
  is_app: FormBoolean.optional(),
  device_type: z.string().max(40).optional(),
  gc_token: z.string().max(4096).optional(),
};

export const Tier = z.object({
  tier_key: z.string(),
  name: z.string(),
  rank: z.number().int(),
  /** The trailing 12-month spend the tier comes from (spec 2 §9), in dollars with cents (600.5 is $600.50). */
  spend_12m: z.number().nonnegative(),
  special_discount: z
    .object({ percentage: z.number(), code: z.string(), expiration_date: z.string() })
    .nullable(),
});

/** The signed-in user as the storefront sees them (spec 1 §3 "User", spec 2 §3 "User profile"). */
export const UserProfile = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  main_phone: z.string().nullable(),
  is_valid_phone: z.boolean(),
  show_sms_validation: z.boolean(),
  is_b2b: z.boolean(),
  is_partner: z.boolean(),
  is_staff: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  tier: Tier,
  rewards_membership_status: z.string().nullable(),
  can_see_first_look: z.boolean(),
  /** A business account inside the wholesale menu's window (spec 1 §4), by the server's clock. */
  can_see_wholesale_menu: z.boolean(),
  sms_subscribed: z.boolean(),
  email_subscribed: z.boolean(),
  user_hash: z.string(),
  intercom_user_hash: z.string(),
  ...WalletProfileFields.shape,
});
export type UserProfile = z.infer<typeof UserProfile>;

/** POST /v7/login */
export const LoginRequest = z.object({
  username: Email,
  password: Password,
  ...DeviceFlags,
});

/** The answer to every sign-in call (spec 2 §7). */
export const AuthResponse = z.object({
  is_authenticated: z.boolean(),
  error: z.string().nullable(),
  auth_token: z.string().nullable(),
  user: UserProfile.nullable(),
  multipass_url: z.string().nullable(),
  is_valid_phone: z.boolean(),
  user_hash: z.string().nullable(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** A refused sign-in: the ErrorBody fields plus the sign-in shape, so both kinds of client can read it. */
export const AuthErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  detail: z.union([z.string(), z.array(z.string())]).optional(),
  is_authenticated: z.literal(false),
  error: z.string(),
});

/** POST /v7/create-account */
export const CreateAccountRequest = z.object({
  email: Email,
  password: Password,
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  initial_url: z.string().max(2000).optional(),
  last_url: z.string().max(2000).optional(),
  creation_time: z.string().max(64).optional(),
  utm_source: z.string().max(200).optional(),
  utm_medium: z.string().max(200).optional(),
  utm_campaign: z.string().max(200).optional(),
  newsletter: FormBoolean.optional(),
  ...DeviceFlags,
});

/** 403 from create-account or login: confirm the e-mail first. Carries a token good only for that. */
export const EmailConfirmationRequired = AuthErrorResponse.extend({
  code: z.literal(IdentityErrorCode.enum.email_confirmation_required),
  auth_token: z.string(),
});

/**
 * POST /v6/verify-email/: `{force_resend: true}` asks for a new code, `{code}` sends one. One object
 * (not a union) so a bad body is refused naming the field at fault.
 */
export const VerifyEmailRequest = z
  .object({
    force_resend: FormBoolean.optional(),
    code: z.string().trim().regex(/^[0-9]{6}$/, "The code has 6 digits.").optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.code === undefined && body.force_resend !== true) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "Please enter the code we sent you." });
    }
  })
  .transform((body) =>
    body.code !== undefined ? { kind: "confirm" as const, code: body.code } : { kind: "resend" as const },
  );

export const DetailResponse = z.object({ detail: z.string() });

/** POST /v6/reset_password */
export const ResetPasswordRequest = z.object({ email: Email });
/** POST /v6/reset_password/confirm/: the mailed token and the new password. */
export const ResetPasswordConfirmRequest = z.object({
  token: z.string().min(20).max(200),
  password: Password,
});

/** POST /v6/social_login (form or JSON). */
export const SocialLoginRequest = z.object({
  provider: z.enum(["google", "facebook"]),
  /** A Google ID token (base64url and dots) or a Facebook access token: printable ASCII, never anything else. */
  access_token: z
    .string()
    .min(1, "access_token is required")
    .max(8192)
    .regex(/^[\x21-\x7e]+$/, "access_token is not a sign-in token"),
  email: z.string().max(254).optional(),
  uid: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  /** The sign-up form's newsletter box: e-mail consent for an account this call creates. */
  sign_up_checkbox: FormBoolean.optional(),
  ...DeviceFlags,
});

/** PUT /v6/my-account/ */
export const ProfileUpdateRequest = z
  .object({
    first_name: z.string().trim().min(1, "Please enter your first name.").max(100),
    last_name: z.string().trim().max(100),
    main_phone: z.string().trim().max(32).nullable(),
  })
  .partial()
  .strict();

/** POST /v6/my-account/password/change/ */
export const PasswordChangeRequest = z.object({
  old_password: Password,
  new_password: Password,
});

/** GET /v6/register/subscriptions/ and PUT /v6/my-account/subscriptions/ */
export const Subscriptions = z.object({ sms_subscribed: z.boolean(), email_subscribed: z.boolean() });
export const SubscriptionsUpdate = Subscriptions.partial().strict();

/** POST /trendlee/subscribe/: newsletter sign-up; phone optional (spec 2 §5). */
export const NewsletterSubscribeRequest = z.object({
  email: Email,
  phone: z.string().trim().max(32).optional(),
});

/**
 * POST /v6/my-account/phone_validation/: `{phone, force_resend}` texts a code to the phone, `{code}`
 * checks one. One object (not a union) so a bad body is refused naming the field at fault.
 */
export const PhoneValidationRequest = z
  .object({
    phone: z.string().trim().min(1, "Please enter your phone number.").max(32).optional(),
    force_resend: FormBoolean.optional(),
    code: z.string().max(16).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.code === undefined && body.phone === undefined) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "Please enter your phone number." });
    }
    if (body.code !== undefined && body.phone !== undefined) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "Send either a phone number or a code, not both." });
    }
  })
  .transform((body) =>
    body.code !== undefined ? { kind: "check" as const, code: body.code } : { kind: "send" as const, phone: body.phone ?? "" },
  );
export const PhoneValidationResponse = z.object({ detail: z.string(), is_valid_phone: z.boolean() });

/** The user's signed-in devices. */
export const SessionSummary = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export const SessionListResponse = z.object({ sessions: z.array(SessionSummary) });
export const SessionParams = z.object({ id: z.string().regex(/^ses_[a-z0-9]+$/, "must be a session id") });
/** POST /v6/my-account/sessions/end-others/: how many other devices were signed out. */
export const EndOtherSessionsResponse = DetailResponse.extend({ ended: z.number().int().min(0) });

/** Development mailbox: every e-mail and SMS the system sent (off in production). */
export const MailboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export const MailboxResponse = z.object({ messages: z.array(MailboxMessage) });

/** POST /api/step-up/: where the security code went. */
export const StepUpChallengeResponse = z.object({ channel: z.enum(["sms", "email"]), destination: z.string(), detail: z.string() });
export type StepUpChallengeResponse = z.infer<typeof StepUpChallengeResponse>;

/** POST /api/step-up/verify/: the code. */
export const StepUpVerifyRequest = z.object({ code: z.string().min(1, "Enter the code we sent you.").max(12) });
export const StepUpVerifyResponse = z.object({ stepped_up_at: z.string() });
