import { useRouteLoaderData } from "react-router";
import type { OpsMe } from "@maison/contracts/ops";

/** The staff member the console layout loaded (null outside the console). */
export function useOpsStaff(): OpsMe | null {
  const layout = useRouteLoaderData("routes/ops") as { me: OpsMe } | undefined;
  return layout?.me ?? null;
}
