import type { Rule } from "../../../../common/validation";
import * as Yup from "yup";

/**
 * A Yup string checked by one of the shared rules, so the form shows exactly the message the
 * server would send for the same value, and no limit or message is written twice.
 */
export const ruleField = (rule: Rule) =>
  Yup.string().test({
    name: "shared-rule",
    test(value, context) {
      const message = rule(value);
      return message ? context.createError({ message }) : true;
    },
  });
