import { NavLink } from "react-router-dom";
import { paths } from "../../config/paths";
import { adminNav } from "./admin-nav";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-orange-400 ${
    isActive ? "bg-orange-500 text-slate-950" : "text-slate-300 hover:bg-white/10 hover:text-white"
  }`;

/** The sidebar's page links; Messages carries the number of unread messages. */
export function AdminNavLinks({ unreadMessages }: { unreadMessages: number }) {
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {adminNav.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === paths.admin.dashboard} className={linkClass}>
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className="flex-1">{label}</span>
              {to === paths.admin.messages && unreadMessages > 0 && (
                <>
                  <span aria-hidden className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                    {unreadMessages}
                  </span>
                  <span className="sr-only">{`(${unreadMessages} unread)`}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
