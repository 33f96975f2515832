import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { ClairCodesPage } from "../features/account/clair-codes/clair-codes-page.tsx";
import { loadClairCodes } from "../features/account/clair-codes/clair-codes.server.ts";
import type { Route } from "./+types/my-account-clair-codes";

export const meta: Route.MetaFunction = () => [{ title: "Clair Codes | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadClairCodes(context, request);
  return page ? { signedIn: true as const, page } : { signedIn: false as const };
}

/** The account's `clair-codes` tab (spec 2 §2, decision 059): saved codes of the sellers' catalog. */
export default function MyAccountClairCodes({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  return <ClairCodesPage {...loaderData.page} />;
}
