import { NavLink } from "react-router-dom";
import { mainNav, paths } from "../../config/paths";

interface NavLinksProps {
  label: string;
  id?: string;
  className: string;
  linkClassName: (isActive: boolean) => string;
  onNavigate?: () => void;
}

/** The five main links; NavLink marks the current one with aria-current="page". */
export function NavLinks({ label, id, className, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <nav aria-label={label} id={id}>
      <ul className={className}>
        {mainNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === paths.home} onClick={onNavigate} className={({ isActive }) => linkClassName(isActive)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
