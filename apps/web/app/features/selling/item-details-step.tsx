import { Form, useNavigation } from "react-router";
import type { SellSkuView } from "@maison/contracts/valuation";
import { CONDITION_DESCRIPTIONS, CONDITION_KEYS } from "@maison/domain/catalog/condition";
import { SELLER_CONDITION_GRADES } from "@maison/domain/valuation/item-description";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { accessoryChoices, COLOR_SUGGESTIONS } from "./accessory-choices.ts";
import { flowStateInputs } from "./flow-state-inputs.tsx";
import { SellItemSummary } from "./sell-item-summary.tsx";
import { changeItem, sellFlowHref, type SellFlowState } from "./sell-flow-state.ts";

/**
 * Step 2, "Tell its history" (spec 2 §3 item details: accessories, serial_number, color,
 * condition_key). A GET form: the details go into the URL of step 3, so back and reload keep them.
 */
export function ItemDetailsStep({ item, state }: { item: SellSkuView | null; state: SellFlowState }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.search.includes("step=value");
  const { details } = state;
  return (
    <div className="item-details">
      <SellItemSummary item={item} changeItemHref={sellFlowHref(changeItem(state))} />
      <Form method="get" className="sell-form">
        {flowStateInputs(state, "value")}
        <fieldset className="condition-choices">
          <legend className="sell-legend">
            <span className="sell-section-title">Its condition</span>
            <span className="sell-section-lede">Be as precise as you can: we check every piece when it arrives.</span>
          </legend>
          <div className="condition-grid">
            {SELLER_CONDITION_GRADES.map((grade) => (
              <label key={grade} className="condition-card">
                <input type="radio" name="condition_key" value={CONDITION_KEYS[grade]} defaultChecked={details.condition_key === CONDITION_KEYS[grade]} required className="choice-input" />
                <span className="condition-name">{grade}</span>
                <span className="condition-description">{CONDITION_DESCRIPTIONS[grade]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="accessory-choices">
          <legend className="sell-legend">
            <span className="sell-section-title">What comes with it</span>
            <span className="sell-section-lede">Original accessories add to its value.</span>
          </legend>
          <div className="accessory-grid">
            {accessoryChoices(item?.item_type ?? null, details.accessories).map((accessory) => (
              <CheckboxField key={accessory} name="accessories" value={accessory} label={accessory} defaultChecked={details.accessories.includes(accessory)} />
            ))}
          </div>
        </fieldset>
        <div className="sell-form-row">
          <TextField label="Serial number or date code (optional)" name="serial_number" defaultValue={details.serial_number} maxLength={64} autoComplete="off" hint="Usually stamped inside, on a tag or on the authenticity card." />
          <TextField label="Color (optional)" name="color" defaultValue={details.color} maxLength={40} list="sell-colors" autoComplete="off" />
          <datalist id="sell-colors">
            {COLOR_SUGGESTIONS.map((color) => (
              <option key={color} value={color} />
            ))}
          </datalist>
        </div>
        <div className="sell-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Valuing your piece…" : "Reveal its value"}
          </button>
        </div>
      </Form>
    </div>
  );
}
