import { data, redirect } from "react-router";
import "../styles/ops-pieces.css";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { EMPTY_LISTING_FORM } from "../features/ops/pieces/listing-form-data.ts";
import { ListingForm } from "../features/ops/pieces/listing-form.tsx";
import { submitListing } from "../features/ops/pieces/pieces-api.server.ts";
import type { Route } from "./+types/ops-piece-new";

export const meta: Route.MetaFunction = () => [{ title: "New listing | Maison back office" }, { name: "robots", content: "noindex" }];

/** Creates the listing as a draft, then shows its piece page. */
export async function action({ context, request }: Route.ActionArgs) {
  const result = await submitListing(context, request, { method: "POST", path: "/api/ops/pieces/" });
  if (result.ok) return redirect(OPS_PAGES.piece(result.piece.piece.id));
  return data({ values: result.values, errors: result.errors }, { status: result.status });
}

export default function OpsPieceNew({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="ops-piece-new-title">
      <h1 id="ops-piece-new-title" className="ops-title">
        New listing
      </h1>
      <p className="listing-intro">The piece is saved as a draft of house stock; publish it from its page.</p>
      <ListingForm values={actionData?.values ?? EMPTY_LISTING_FORM} errors={actionData?.errors ?? {}} mode="new" cancelHref={OPS_PAGES.pieces} />
    </section>
  );
}
