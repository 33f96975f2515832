import { ErrorBody } from "@maison/contracts/error";
import { ReportYearParams, ReportYearsView, ResaleReportView } from "@maison/contracts/report";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { ResaleReportService } from "./resale-report.service.ts";

/** The Clair Report under /api/v6/clair-report/: the years with a report, and one year's report. */
export async function reportRoutes(api: ApiInstance, reports: ResaleReportService): Promise<void> {
  api.get(
    "/v6/clair-report/",
    {
      schema: {
        tags: ["content"],
        summary: "The years that have a Clair Report (every year with a sale), newest first.",
        response: { 200: ReportYearsView },
      },
    },
    async () => ({ years: await reports.years() }),
  );

  api.get(
    "/v6/clair-report/:year/",
    {
      schema: {
        tags: ["content"],
        summary: "The Clair Report of a year, computed from Maison's sales: value retention, fastest sellers, price movements by category.",
        params: ReportYearParams,
        response: { 200: ResaleReportView, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => reports.report(request.params.year),
  );
}
