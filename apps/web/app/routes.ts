import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The site map. The API (/api/…) and images (/images/…) are served before these by the server. */
export default [
  index("routes/home.tsx"),
  route("collections", "routes/designers.tsx"),
  route("collections/:handle", "routes/collection.tsx"),
  route("products/:handle", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
