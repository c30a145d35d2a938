import { Extensions } from "type-graphql";
import type { ApiScope } from "../../../common/enums";

/**
 * Marks a query or mutation as deliberately open to anonymous callers. Every operation is
 * either @Authorized(...) or @Public(); a test fails on any operation with neither.
 */
export const Public = () => Extensions({ access: "public" });

/**
 * The scope an API key needs for this query, mutation or admin-only field (beside its
 * @Authorized). A key may call no operation without one: account operations have none.
 */
export const KeyScope = (scope: ApiScope) => Extensions({ apiScope: scope });
