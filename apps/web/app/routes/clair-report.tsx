import { data, redirect } from "react-router";
import { ReportYearsView } from "@maison/contracts/report";
import { apiClient } from "../lib/api.server.ts";
import { REPORT_API, REPORT_PAGES } from "../features/report/report-paths.ts";
import type { Route } from "./+types/clair-report";

/** `/clair-report/`: the newest year's report (404 before any sale). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { years } = await apiClient(context, request).get(REPORT_API.years, ReportYearsView);
  const newest = years[0];
  if (newest === undefined) throw data(null, { status: 404 });
  throw redirect(REPORT_PAGES.year(newest));
}

export default function ClairReportIndex() {
  return null;
}
