import type { AdminDashboardQuery } from "../../../graphql/generated";
import { formatDay } from "./dashboard-format";

type DailyCount = AdminDashboardQuery["dashboard"]["pageViewsByDay"][number];

const BAR = 10;
const HEIGHT = 100;

/**
 * Daily page views as plain SVG bars. The picture is hidden from screen readers, which get the
 * same figures as a table instead.
 */
export function PageViewsChart({ days }: { days: readonly DailyCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  return (
    <figure>
      <figcaption className="mb-3 text-sm text-slate-600">
        {`${total} public page view${total === 1 ? "" : "s"} in the last ${days.length} days`}
        {total > 0 && `; the busiest day had ${max}`}.
      </figcaption>
      <svg
        aria-hidden
        viewBox={`0 0 ${Math.max(days.length, 1) * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-slate-50"
      >
        {days.map((d, i) => {
          const height = (d.views / max) * (HEIGHT - 4);
          return (
            <rect key={d.day} x={i * BAR + 1.5} y={HEIGHT - height} width={BAR - 3} height={height} rx={1.5} className="fill-orange-500">
              <title>{`${formatDay(d.day)}: ${d.views}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div aria-hidden className="mt-2 flex justify-between text-xs text-slate-500">
          <span>{formatDay(days[0]!.day)}</span>
          <span>{formatDay(days[days.length - 1]!.day)}</span>
        </div>
      )}
      {/* A table ignores sr-only's 1px height, so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>Page views per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatDay(d.day)}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
