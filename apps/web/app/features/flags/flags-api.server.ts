import type { AppLoadContext } from "react-router";
import { ErrorBody } from "@maison/contracts/error";
import { FlagValues, OpsFlag, OpsFlagList } from "@maison/contracts/flags";
import { catalogueEntry, type FlagKey, type FlagValue } from "@maison/domain/flags/feature-flags";
import { credentialHeaders } from "../identity/viewer.server.ts";
import { opsFetch, opsGet } from "../ops/ops-api.server.ts";

export const FLAGS_API = {
  values: (keys: readonly string[]) => `/api/v6/flags/?keys=${keys.map(encodeURIComponent).join(",")}`,
  opsList: "/api/ops/flags/",
  opsFlag: (key: string) => `/api/ops/flags/${encodeURIComponent(key)}/`,
};

/**
 * The values of the flags a page needs, for the visitor asking (the feature-flag identity cookie goes
 * with the credentials). A page never receives the flags' rules. When the call fails, the page gets
 * an empty record and each caller keeps its own fallback.
 */
export async function loadFlagValues(context: AppLoadContext, request: Request, keys: readonly string[]): Promise<Record<string, FlagValue>> {
  const headers = credentialHeaders(request);
  headers.set("accept", "application/json");
  const response = await context.api(FLAGS_API.values(keys), { method: "GET", headers, signal: request.signal });
  if (!response.ok) return {};
  const parsed = FlagValues.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.flags : {};
}

export function loadOpsFlags(context: AppLoadContext, request: Request): Promise<OpsFlagList> {
  return opsGet(context, request, FLAGS_API.opsList, OpsFlagList);
}

export type FlagSaveResult = { ok: true; key: string; message: string } | { ok: false; key: string; message: string; field: string | null };

function parseValue(type: string, raw: string): unknown {
  if (type === "boolean") return raw === "true";
  if (type === "number") return raw.trim() === "" ? Number.NaN : Number(raw);
  return raw;
}

/** The console's save of one flag: its default value, switch and rules (JSON), guarded by the version it showed. */
export async function opsFlagAction(context: AppLoadContext, request: Request): Promise<FlagSaveResult> {
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  const type = String(form.get("type") ?? "");
  let rules: unknown;
  try {
    const text = String(form.get("rules") ?? "").trim();
    rules = text === "" ? [] : JSON.parse(text);
  } catch {
    return { ok: false, key, message: "The rules must be a JSON list, such as [] or [{\"b2b\": true, \"value\": true}].", field: "rules" };
  }
  const body = { default_value: parseValue(type, String(form.get("default_value") ?? "")), enabled: form.get("enabled") === "on", rules, version: Number(form.get("version")) };
  const response = await opsFetch(context, request, FLAGS_API.opsFlag(key), { method: "PUT", json: body });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const flag = OpsFlag.parse(payload);
    return { ok: true, key, message: `${flag.label} saved: ${flag.enabled ? "on" : "off"}, default ${String(flag.default_value)}.` };
  }
  const error = ErrorBody.safeParse(payload);
  const field = error.success ? (error.data.field ?? null) : null;
  return { ok: false, key, message: error.success ? error.data.message : `The console answered ${response.status}.`, field: field && /^rules/.test(field) ? "rules" : field };
}

/** A boolean flag of the loaded values; the catalogue's fallback when it was not served. */
export function flagOn(values: Record<string, FlagValue>, key: FlagKey): boolean {
  const value = values[key];
  return typeof value === "boolean" ? value : catalogueEntry(key)?.fallback === true;
}

/** A string flag of the loaded values; the catalogue's fallback when it was not served. */
export function flagText(values: Record<string, FlagValue>, key: FlagKey): string {
  const value = values[key];
  return typeof value === "string" ? value : String(catalogueEntry(key)?.fallback ?? "");
}
