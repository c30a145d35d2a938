/**
 * How a browser session travels: the credential in an HttpOnly cookie page script cannot read,
 * and a CSRF token the page copies from a readable cookie into a header on every request.
 */
export const SESSION_COOKIE = "gym_session";
export const CSRF_COOKIE = "gym_csrf";
export const CSRF_HEADER = "X-CSRF-Token";
