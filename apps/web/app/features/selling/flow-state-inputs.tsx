import { sellFlowHref, type SellFlowState, type SellStep } from "./sell-flow-state.ts";

/** The item details a step-2 form asks for itself, so they are not carried as hidden inputs too. */
const DETAIL_PARAMS = new Set(["accessories", "serial_number", "color", "condition_key"]);

/**
 * Hidden inputs carrying the flow's state (levels, search, sku, partner code) into a GET form that
 * leads to `step`, so the next URL keeps everything the seller chose.
 */
export function flowStateInputs(state: SellFlowState, step: SellStep) {
  const query = sellFlowHref({ ...state, step }).split("?")[1] ?? "";
  return [...new URLSearchParams(query)]
    .filter(([name]) => !DETAIL_PARAMS.has(name))
    .map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}
