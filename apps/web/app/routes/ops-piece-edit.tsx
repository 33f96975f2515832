import { data, redirect } from "react-router";
import "../styles/ops-pieces.css";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { listingFormFrom } from "../features/ops/pieces/listing-form-data.ts";
import { ListingForm } from "../features/ops/pieces/listing-form.tsx";
import { loadPiece, submitListing } from "../features/ops/pieces/pieces-api.server.ts";
import type { Route } from "./+types/ops-piece-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Edit ${loaded ? loaded.detail.piece.title : "listing"} | Maison back office` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { detail: await loadPiece(context, request, params.id) };
}

/** Saves the listing, then shows its piece page. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await submitListing(context, request, { method: "PUT", path: `/api/ops/pieces/${encodeURIComponent(params.id)}/` });
  if (result.ok) return redirect(OPS_PAGES.piece(params.id));
  return data({ values: result.values, errors: result.errors }, { status: result.status });
}

export default function OpsPieceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { piece } = loaderData.detail;
  return (
    <section aria-labelledby="ops-piece-edit-title">
      <h1 id="ops-piece-edit-title" className="ops-title">
        Edit {piece.vendor} {piece.title}
      </h1>
      <ListingForm values={actionData?.values ?? listingFormFrom(piece)} errors={actionData?.errors ?? {}} mode="edit" cancelHref={OPS_PAGES.piece(piece.id)} />
    </section>
  );
}
