import { redirect } from "react-router";
import { MEMBERSHIP_PAGES } from "../features/membership/membership-paths.ts";

/** The spec's `rebag-rewards` tab key (spec 2 §2) is the membership page (decision 059). */
export function loader() {
  return redirect(MEMBERSHIP_PAGES.account, 301);
}
