import { Content1763780000000 } from "./1763780000000-content";
import { Accounts1763790000000 } from "./1763790000000-accounts";

/** Every migration, oldest first. */
export const migrations = [Content1763780000000, Accounts1763790000000];
