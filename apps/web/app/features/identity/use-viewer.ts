import { useRouteLoaderData } from "react-router";
import type { RootIdentityData, Viewer } from "./viewer.ts";

/** The signed-in user of this page, or null for a visitor (also on error pages without root data). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData("root") as RootIdentityData | undefined;
  return data?.viewer ?? null;
}
