import { data, redirect, type AppLoadContext } from "react-router";
import { addLinesOrCreate, lineInputFor } from "./cart-actions.ts";
import { serverCartClient } from "./cart-api.server.ts";
import { cartCookieString, cartIdFromCookieHeader } from "./cart-storage.ts";
import { CartErrorCode } from "@maison/contracts/cart";
import { NO_SHIPPING_PROTECTION_ATTRIBUTE } from "@maison/domain/cart/shipping-protection";

const VARIANT_ID = /^\d{1,20}$/;

/**
 * The cart page's form posts, for browsers without JavaScript: add a piece (from the product page),
 * remove a line, or remove or add back the shipping protection. Either way the shopper lands on the
 * cart page; a new cart's id goes into the cookie.
 */
export async function cartFormAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  const client = serverCartClient(context, request);
  const cartId = cartIdFromCookieHeader(request.headers.get("cookie"));
  const secure = new URL(request.url).protocol === "https:";

  if (intent === "add") {
    const variantId = String(form.get("variantId") ?? "");
    if (!VARIANT_ID.test(variantId)) throw data({ code: CartErrorCode.enum.invalid, message: "variantId must be a variant id", field: "variantId" }, { status: 400 });
    const result = await addLinesOrCreate(client, cartId, [lineInputFor(variantId)]);
    const headers = result.cart && result.cart.id !== cartId ? { "set-cookie": cartCookieString(result.cart.id, secure) } : undefined;
    return redirect("/cart", { headers });
  }
  if (intent === "remove") {
    const lineId = String(form.get("lineId") ?? "");
    if (cartId && lineId) await client.removeLines(cartId, [lineId]);
    return redirect("/cart");
  }
  if (intent === "protection") {
    // Spec 1 §3's noShippingProtection flag, kept as the cart's private attribute (decision 015): "remove" sets it, "add" clears it.
    const choice = form.get("protection");
    if (choice !== "remove" && choice !== "add") throw data({ code: CartErrorCode.enum.invalid, message: "protection must be remove or add", field: "protection" }, { status: 400 });
    if (cartId) await client.updateAttributes(cartId, [{ key: NO_SHIPPING_PROTECTION_ATTRIBUTE, value: choice === "remove" ? "true" : "false" }]);
    // The page's own call (with JavaScript) stays where it is; the cart it shows is read again with the page's data.
    return form.get("stay") === "1" ? data({ ok: true }) : redirect("/cart");
  }
  throw data({ code: CartErrorCode.enum.invalid, message: "intent must be add, remove or protection", field: "intent" }, { status: 400 });
}
