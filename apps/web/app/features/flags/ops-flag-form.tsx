import { Form, useNavigation } from "react-router";
import type { OpsFlag } from "@maison/contracts/flags";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { SelectField, TextAreaField } from "../ops/pieces/form-fields.tsx";
import type { FlagSaveResult } from "./flags-api.server.ts";

export const RULES_HELP = 'Rules are a JSON list tried in order; the first that fits the visitor wins. Each takes any of "audiences" (visitor, customer, b2b, partner, staff), "b2b", "member", "min_tier_rank", "percentage" (0–100 of feature-flag identities) and the "value" it serves.';

/** What a flag serves now, in words. */
export function flagSummary(flag: OpsFlag): string {
  const value = flag.type === "boolean" ? (flag.default_value ? "on" : "off") : String(flag.default_value);
  const rules = flag.rules.length === 0 ? "" : flag.rules.length === 1 ? ", 1 rule" : `, ${flag.rules.length} rules`;
  return flag.enabled ? `Serves ${value}${rules}` : `Switched off: serves ${value} to everyone`;
}

function ValueField({ flag, error }: { flag: OpsFlag; error: string | undefined }) {
  if (flag.type === "boolean") {
    return <SelectField label="Value" name="default_value" defaultValue={String(flag.default_value)} options={[{ value: "true", label: "On" }, { value: "false", label: "Off" }]} error={error} />;
  }
  if (flag.variants) {
    return <SelectField label="Value" name="default_value" defaultValue={String(flag.default_value)} options={flag.variants.map((v) => ({ value: v, label: v }))} error={error} />;
  }
  return <TextField label="Value" name="default_value" defaultValue={String(flag.default_value)} error={error} inputMode={flag.type === "number" ? "decimal" : undefined} autoComplete="off" />;
}

/** One flag in the console: its value, its switch and its rules, saved together. */
export function OpsFlagForm({ flag, result }: { flag: OpsFlag; result: FlagSaveResult | null }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("key") === flag.key;
  const mine = result && result.key === flag.key ? result : null;
  const errorOf = (field: string) => (mine && !mine.ok && mine.field === field ? mine.message : undefined);
  const formError = mine && !mine.ok && mine.field !== "default_value" && mine.field !== "rules" ? mine.message : null;
  const headingId = `flag-${flag.key}`;
  return (
    <section className="flag-card" aria-labelledby={headingId}>
      <div className="flag-card-head">
        <h2 id={headingId} className="flag-card-title">
          {flag.label}
        </h2>
        <p className={flag.enabled ? "flag-state flag-state-on" : "flag-state flag-state-off"}>{flagSummary(flag)}</p>
      </div>
      <p className="flag-card-text">
        {flag.description} <code className="flag-key">{flag.key}</code>
      </p>
      <Form method="post" className="flag-form" noValidate>
        <input type="hidden" name="key" value={flag.key} />
        <input type="hidden" name="type" value={flag.type} />
        <input type="hidden" name="version" value={flag.version} />
        {mine?.ok ? <FormMessage tone="success">{mine.message}</FormMessage> : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <div className="flag-form-grid">
          <ValueField flag={flag} error={errorOf("default_value")} />
          <CheckboxField name="enabled" label="Switched on" hint="Off: everyone gets the value, the rules wait." defaultChecked={flag.enabled} />
        </div>
        <TextAreaField label="Rules (JSON)" name="rules" rows={flag.rules.length > 0 ? 4 : 2} defaultValue={JSON.stringify(flag.rules)} error={errorOf("rules")} hint="A JSON list; [] for none." spellCheck={false} />
        <div className="flag-form-foot">
          <p className="flag-changed">
            Changed {flag.updated_at.slice(0, 16).replace("T", " ")} UTC by {flag.updated_by}
          </p>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? "Saving…" : `Save ${flag.label.toLowerCase()}`}
          </button>
        </div>
      </Form>
    </section>
  );
}
