import { redirect } from "react-router";
import { SELLING_PAGES } from "../features/selling/selling-paths.ts";

/** /submissions/ (spec 2 §2) is the account's submissions tab. */
export function loader() {
  return redirect(SELLING_PAGES.submissions);
}
