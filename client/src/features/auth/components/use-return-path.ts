import { useSearchParams } from "react-router-dom";
import { RETURN_PARAM, safeReturnPath } from "../../../lib/return-path";

/** The same-site page the sign-in or sign-up page was asked to return to, or null. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}

/** `path` (sign-in or sign-up) still carrying the page to return to, when there is one. */
export function keepingReturnPath(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : path;
}
