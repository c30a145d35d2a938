import { Content1763780000000 } from "./1763780000000-content";
import { Accounts1763790000000 } from "./1763790000000-accounts";
import { Messages1763800000000 } from "./1763800000000-messages";
import { Admin1763810000000 } from "./1763810000000-admin";
import { PlanDefaultLinks1763826000000 } from "./1763826000000-plan-default-links";

/** Every migration, oldest first. */
export const migrations = [
  Content1763780000000,
  Accounts1763790000000,
  Messages1763800000000,
  Admin1763810000000,
  PlanDefaultLinks1763826000000,
];
