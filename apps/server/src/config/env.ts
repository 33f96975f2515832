import path from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "./server-root.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every setting the server reads, parsed once at start. Nothing else reads process.env. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects PostgreSQL; empty means SQLite at DATA_DIR/maison.db. */
  DATABASE_URL: z
    .string()
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v) || v.startsWith("sqlite:"), {
      message: "DATABASE_URL must be postgres://… or sqlite:path",
    })
    .default(""),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_BASE_URL: z.string().url("PUBLIC_BASE_URL must be an absolute URL").optional(),
  /** Signs cookies; a development value is used when unset outside production. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where the web app's build lives; the server renders pages from it when present. */
  WEB_BUILD_DIR: z.string().optional(),
  /** Runs the jobs and outbox workers inside this process (default on). */
  WORKERS: z.enum(["on", "off"]).default("on"),
  /**
   * Server processes sharing the port (node:cluster; decision 078): each serves requests and works the
   * job and outbox queues (leases keep every job to one process). Above 1 only in production: the
   * development clock lives in one process.
   */
  PROCESSES: z.coerce.number().int("PROCESSES must be a whole number").min(1, "PROCESSES must be at least 1").max(64, "PROCESSES must be 64 or fewer").default(1),
  /** Load shedding (http/load-shedding.ts): requests in flight, and the event loop's lag in ms, beyond which new ones get 503. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(512),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * The queue in the sockets (decision 076): while the event loop has been busy at least this share of
   * the last second (0.5–1; it has room again below 0.1 less), and holds more open connections than it
   * answers in MAX_QUEUE_WAIT_MS, new requests get 503. `off`: never (tests and the e2e server).
   */
  MAX_EVENT_LOOP_UTILIZATION: z.union([z.literal("off"), z.coerce.number().min(0.5, "MAX_EVENT_LOOP_UTILIZATION must be between 0.5 and 1, or off").max(1, "MAX_EVENT_LOOP_UTILIZATION must be between 0.5 and 1, or off")]).default(0.98),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(10).default(1000),
  /** smtp://user:pass@host:port — deliver e-mail through SMTP; unset means the development mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Maison <hello@maison.test>"),
  /** Signs the user hash given to the support chat (intercom_user_hash); a development value when unset. */
  USER_HASH_SECRET: z.string().min(16).optional(),
  /** Google sign-in: our OAuth client id (the ID token's audience) and where Google's keys are. */
  GOOGLE_CLIENT_ID: z.string().default("maison-development.apps.googleusercontent.com"),
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  /** Facebook sign-in: our app and the Graph API endpoint the access token is checked against. */
  FACEBOOK_APP_ID: z.string().default("maison-development"),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default("https://graph.facebook.com/v19.0"),
  /** Stripe's secret key: payments go through Stripe when set, through the built-in test gateway otherwise. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_[A-Za-z0-9_]+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)").optional(),
  /** Where Stripe's API is; only tests point it elsewhere. */
  STRIPE_API_BASE: z.string().url().default("https://api.stripe.com"),
  /** Who sends sellers' payouts: the built-in test provider, or Stripe Connect (needs STRIPE_SECRET_KEY; decision 053). */
  PAYOUT_PROVIDER: z.enum(["test", "stripe"]).default("test"),
  /** Who calculates sales tax: the built-in rate dataset, or Stripe Tax (needs STRIPE_SECRET_KEY; decision 044). */
  TAX_PROVIDER: z.enum(["built_in", "stripe"]).default("built_in"),
  /**
   * The benchmark's counters (bench/README.md): SQL statements counted by the data layer, and
   * `GET /healthz/stats` with them, the process's CPU time, peak memory and event-loop delay.
   */
  BENCH_STATS: booleanFlag,
  /** The ECB's daily reference file (eurofxref-daily.xml) to refresh reference rates from; unset means the bundled file (decision 063). */
  REFERENCE_RATES_URL: z.string().url("REFERENCE_RATES_URL must be an absolute URL").optional(),
  /** reCAPTCHA (decision 070): Google's siteverify checks `gc_token` when the secret is set, the development verifier otherwise. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** reCAPTCHA v3 scores below this are refused. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Accept sign-ups and logins without a token: on by default with the development verifier, off with Google's. */
  RECAPTCHA_ALLOW_MISSING: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  /** Prints the demo logins once the server listens (npm start sets it). */
  PRINT_DEMO_ACCOUNTS: booleanFlag,
  /** The storefront GraphQL's public token (X-Shopify-Storefront-Access-Token); required in production. */
  STOREFRONT_ACCESS_TOKEN: z.string().min(16, "STOREFRONT_ACCESS_TOKEN must be at least 16 characters").optional(),
  /** The crash test only (decision 075): a named point where the process kills itself; refused in production. */
  CRASH_AT: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicBaseUrl: string;
  sessionSecret: string;
  userHashSecret: string;
  storefrontAccessToken: string;
  webBuildDir: string;
  /** The development mailbox (and other conveniences) are on outside production. */
  devToolsEnabled: boolean;
};

const DEV_SESSION_SECRET = "maison-development-only-secret-do-not-use-in-production";
/**
 * The storefront GraphQL token outside production when STOREFRONT_ACCESS_TOKEN is unset: send it as
 * `X-Shopify-Storefront-Access-Token: maison-development-storefront-token` (README, decision 017).
 */
export const DEV_STOREFRONT_ACCESS_TOKEN = "maison-development-storefront-token";

/** Parses the environment; throws one readable error naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new Error("Invalid environment: SESSION_SECRET is required in production");
  }
  if (env.NODE_ENV === "production" && env.CRASH_AT) {
    throw new Error("Invalid environment: CRASH_AT is for the crash test and is refused in production");
  }
  if (env.PAYOUT_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new Error("Invalid environment: PAYOUT_PROVIDER=stripe needs STRIPE_SECRET_KEY");
  }
  if (env.TAX_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new Error("Invalid environment: TAX_PROVIDER=stripe needs STRIPE_SECRET_KEY");
  }
  if (env.NODE_ENV === "production" && !env.STOREFRONT_ACCESS_TOKEN) {
    throw new Error("Invalid environment: STOREFRONT_ACCESS_TOKEN is required in production");
  }
  const repoRoot = REPO_ROOT;
  return {
    ...env,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    userHashSecret: env.USER_HASH_SECRET ?? env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    storefrontAccessToken: env.STOREFRONT_ACCESS_TOKEN ?? DEV_STOREFRONT_ACCESS_TOKEN,
    devToolsEnabled: env.NODE_ENV !== "production",
    webBuildDir: path.resolve(repoRoot, env.WEB_BUILD_DIR ?? "apps/web/build"),
  };
}
