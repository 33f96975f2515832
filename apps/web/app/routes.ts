import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The site map. The API (/api/…) and images (/images/…) are served before these by the server. */
export default [
  index("routes/home.tsx"),
  route("collections", "routes/designers.tsx"),
  route("collections/:handle", "routes/collection.tsx"),
  route("products/:handle", "routes/product.tsx"),
  route("search", "routes/search.tsx"),
  route("for-you", "routes/for-you.tsx"),
  route("membership", "routes/membership.tsx"),
  route("rewards", "routes/rewards.tsx"),
  route("my-account", "routes/my-account.tsx", [
    index("routes/my-account-index.tsx"),
    route("profile", "routes/my-account-profile.tsx"),
    route("password", "routes/my-account-password.tsx"),
    route("favorites", "routes/my-account-favorites.tsx"),
    route("saved-searches", "routes/my-account-saved-searches.tsx"),
    route("membership", "routes/my-account-membership.tsx"),
  ]),
  route("reset-password", "routes/reset-password.tsx"),
  route("reset-password/:token", "routes/reset-password-token.tsx"),
  route("logout", "routes/logout.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("checkouts/:token", "routes/checkout.tsx"),
  route("thank_you", "routes/thank-you.tsx"),
  route("orders/:id", "routes/orders-detail.tsx"),
  route("cart", "routes/cart.tsx"),
  route("ops", "routes/ops.tsx", [
    index("routes/ops-index.tsx"),
    route("pieces", "routes/ops-pieces.tsx"),
    route("pieces/new", "routes/ops-piece-new.tsx"),
    route("pieces/:id", "routes/ops-piece.tsx"),
    route("pieces/:id/edit", "routes/ops-piece-edit.tsx"),
    route("orders", "routes/ops-orders.tsx"),
    route("orders/:id", "routes/ops-order.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
