import { useEffect } from "react";
import { useLocation } from "react-router";
import { pushToDataLayer } from "../lib/data-layer.ts";

/** Puts each page view (the first and every navigation after it) into the data layer. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    pushToDataLayer({ event: "page_view", page_path: pathname });
  }, [pathname]);
  return null;
}
