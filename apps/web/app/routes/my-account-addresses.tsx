import { AddressList } from "@maison/contracts/address";
import { accountGet, PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { ACCOUNT_API } from "../features/account/account-paths.ts";
import { AddressBook } from "../features/account/addresses/address-book.tsx";
import "../features/checkout/checkout.css";
import type { Route } from "./+types/my-account-addresses";

export const meta: Route.MetaFunction = () => [{ title: "Addresses | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await accountGet(context, request, ACCOUNT_API.addresses, AddressList);
  return list ? { signedIn: true as const, addresses: list.addresses } : { signedIn: false as const };
}

/** The account's `addresses` tab (spec 2 §2): the address book. */
export default function MyAccountAddresses({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  return <AddressBook addresses={loaderData.addresses} />;
}
