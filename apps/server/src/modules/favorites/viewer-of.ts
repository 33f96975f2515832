import type { Principal } from "../../http/principal.ts";
import type { Viewer } from "../catalog/product-mapper.ts";

/** The viewer behind a request: card fields such as wholesale tags depend on it. */
export function viewerOf(principal: Principal): Viewer {
  return { isB2b: principal.roles.includes("b2b") };
}
