import type { Db } from "./db/database.ts";
import { DEMO_PASSWORD, existingDemoAccounts } from "./modules/identity/demo-accounts.ts";

/** What a newcomer sees once the server is up: where to go and the demo logins that exist. */
export async function startBanner(db: Db, baseUrl: string, devToolsEnabled: boolean): Promise<string> {
  const accounts = await existingDemoAccounts(db);
  const lines = [
    "",
    "  Maison is open.",
    "",
    `  Storefront   ${baseUrl}/`,
    `  API docs     ${baseUrl}/docs`,
    `  Health       ${baseUrl}/healthz`,
  ];
  if (devToolsEnabled) lines.push(`  Mailbox      ${baseUrl}/dev/mailbox  (every e-mail and SMS sent, with their codes)`);
  if (accounts.length > 0) {
    lines.push("", `  Demo accounts (password: ${DEMO_PASSWORD})`);
    for (const account of accounts) lines.push(`    ${account.role.padEnd(8)} ${account.email}`);
  }
  lines.push("");
  return lines.join("\n");
}
