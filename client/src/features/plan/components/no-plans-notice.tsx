import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";

/** What the home and subscription pages say while there are no plans to show. */
export function NoPlansNotice({ margin, linkClassName }: { margin?: string; linkClassName: string }) {
  const boxClass = "max-w-xl rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700";
  return (
    <p className={["mx-auto", margin, boxClass].filter(Boolean).join(" ")}>
      Membership plans are being updated.{" "}
      <Link to={paths.contact} className={linkClassName}>
        Contact us
      </Link>{" "}
      for current prices.
    </p>
  );
}
