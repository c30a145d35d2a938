import { PAGE_SIZES } from "../../../common/validation/limits";
import { PAGE_OFFSET_INVALID, pageLimitInvalid, tooManyListItems } from "../../../common/validation/messages";
import type { AppContext } from "../context";
import { Role } from "../modules/user/user.enums";
import { badUserInput } from "./errors";

export interface Page {
  limit: number;
  offset: number;
}

/** List items each request has asked for so far (a request's context lives as long as it does). */
const askedItems = new WeakMap<AppContext, number>();

/**
 * The page a list field serves: `limit` defaults to the list's page size and may not exceed its
 * maximum (an admin's default and maximum are `PAGE_SIZES.adminMax`); out-of-range values are
 * refused, not clamped, so a client never mistakes a shortened page for the end of the list.
 * Everyone but an admin has a budget of items per request, so aliases cannot multiply a page.
 */
export function pageOf(context: AppContext, sizes: { default: number; max: number }, limit?: number | null, offset?: number | null): Page {
  const admin = context.auth.user?.role === Role.admin;
  const max = admin ? PAGE_SIZES.adminMax : sizes.max;
  const page = { limit: limit ?? (admin ? PAGE_SIZES.adminMax : sizes.default), offset: offset ?? 0 };
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > max) throw badUserInput({ limit: pageLimitInvalid(max) });
  if (!Number.isInteger(page.offset) || page.offset < 0) throw badUserInput({ offset: PAGE_OFFSET_INVALID });
  if (!admin) {
    const asked = (askedItems.get(context) ?? 0) + page.limit;
    if (asked > PAGE_SIZES.itemsPerRequest) throw badUserInput({ limit: tooManyListItems(PAGE_SIZES.itemsPerRequest) });
    askedItems.set(context, asked);
  }
  return page;
}

/** One page of a list already in memory (sorted in code rather than by the database). */
export function slicePage<T>(items: readonly T[], { limit, offset }: Page): T[] {
  return items.slice(offset, offset + limit);
}
