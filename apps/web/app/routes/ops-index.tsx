import { Link } from "react-router";
import { useOpsStaff } from "../features/ops/use-ops-staff.ts";
import type { Route } from "./+types/ops-index";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Maison back office" }, { name: "robots", content: "noindex" }];

/** The console's dashboard: every queue the staff member can work, with its count. */
export default function OpsDashboard() {
  const me = useOpsStaff();
  const queues = me?.queues ?? [];
  return (
    <section aria-labelledby="ops-dashboard-title">
      <h1 id="ops-dashboard-title" className="ops-title">
        Dashboard
      </h1>
      {queues.length === 0 ? (
        <p className="ops-empty">No queue is open to your permissions yet.</p>
      ) : (
        <ul className="ops-queues">
          {queues.map((queue) => (
            <li key={queue.key}>
              <Link to={queue.href} className="ops-queue">
                <span className="ops-queue-count">{queue.count}</span>
                <span className="ops-queue-label">{queue.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
