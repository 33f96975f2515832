import { redirect } from "react-router";
import { IDENTITY_PAGES } from "../features/identity/identity-paths.ts";

/** /my-account opens on the profile. */
export function loader() {
  return redirect(IDENTITY_PAGES.profile);
}
