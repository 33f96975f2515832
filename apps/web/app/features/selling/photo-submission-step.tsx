import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { SellSkuView } from "@maison/contracts/valuation";
import { CONDITION_KEYS } from "@maison/domain/catalog/condition";
import { MAX_SUBMISSION_PHOTOS } from "@maison/domain/selling/nmi-questions";
import { SELLER_CONDITION_GRADES } from "@maison/domain/valuation/item-description";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { SellActionData } from "./sell-action-data.ts";
import { SellItemSummary } from "./sell-item-summary.tsx";
import { canAddPiece, changeItem, sellFlowHref, type SellFlowState } from "./sell-flow-state.ts";
import { SellerPhotoUploader } from "./seller-photo-uploader.tsx";

export interface PhotoSubmissionStepProps {
  item: SellSkuView | null;
  state: SellFlowState;
  attemptKey: string;
  actionData: SellActionData | undefined;
}

/**
 * The photo submission (spec 2 §2): a piece the engine cannot value from the catalogue alone, or one
 * that is not in it, goes to a specialist with the seller's photos.
 */
export function PhotoSubmissionStep({ item, state, attemptKey, actionData }: PhotoSubmissionStepProps) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const sending = pendingIntent === "photos";
  const settingAside = pendingIntent === "add-piece";
  const errors = actionData?.intent === "photos" || actionData?.intent === "add-piece" ? actionData : undefined;
  const values = errors?.values ?? {};
  const conditionKnown = state.sku !== null && state.details.condition_key !== null;
  return (
    <div className="photo-submission">
      {state.sku ? <SellItemSummary item={item} details={conditionKnown ? state.details : undefined} changeItemHref={sellFlowHref(changeItem(state))} /> : null}
      <Form method="post" encType="multipart/form-data" className="sell-form" preventScrollReset>
        <input type="hidden" name="attempt_key" value={errors?.attemptKey ?? attemptKey} />
        {state.sku ? null : (
          <div className="sell-form-row">
            <TextField label="Designer" name="designer" required maxLength={80} defaultValue={values.designer ?? ""} error={errors?.fields.designer} autoComplete="off" />
            <TextField label="What is it? (optional)" name="description" maxLength={500} defaultValue={values.description ?? ""} hint="Model, size, material: whatever you know." autoComplete="off" />
          </div>
        )}
        {conditionKnown ? null : (
          <SelectField label="Its condition" name="condition_key" defaultValue={values.condition_key ?? state.details.condition_key ?? ""} required error={errors?.fields.condition_key}>
            <option value="" disabled>
              Choose a condition
            </option>
            {SELLER_CONDITION_GRADES.map((grade) => (
              <option key={grade} value={CONDITION_KEYS[grade]}>
                {grade}
              </option>
            ))}
          </SelectField>
        )}
        <SellerPhotoUploader
          name="photo"
          fileName="photo_files"
          label="Photos of your piece"
          hint="The front, the back, the inside, the corners, the hardware and any date code or serial number, in daylight."
          max={MAX_SUBMISSION_PHOTOS}
          error={errors?.fields.photos}
          onBusyChange={setUploading}
        />
        {errors?.message ? <FormMessage tone="error">{errors.message}</FormMessage> : null}
        <div className="sell-actions">
          <button type="submit" name="intent" value="photos" className="button button-primary" disabled={uploading || sending || settingAside}>
            {sending ? "Sending…" : uploading ? "Uploading photos…" : state.pieces.length > 0 ? `Send all ${state.pieces.length + 1} pieces` : "Send my photos"}
          </button>
          {canAddPiece(state) ? (
            <button type="submit" name="intent" value="add-piece" className="button button-secondary" disabled={uploading || sending || settingAside}>
              {settingAside ? "Setting it aside…" : "Add another piece"}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
