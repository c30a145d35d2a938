import { Content1763780000000 } from "./1763780000000-content";

/** Every migration, oldest first. */
export const migrations = [Content1763780000000];
