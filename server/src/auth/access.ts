import { Extensions } from "type-graphql";

/**
 * Marks a query or mutation as deliberately open to anonymous callers. Every operation is
 * either @Authorized(...) or @Public(); a test fails on any operation with neither.
 */
export const Public = () => Extensions({ access: "public" });
