import { LIMITS } from "../../../common/validation";

// Schema descriptions quote the limits the validation enforces; they are built from the same
// constants so the API's documentation cannot drift from its rules.

const grouped = new Intl.NumberFormat("en-US");

/** A count as the descriptions write it: 50,000. */
export const count = (value: number) => grouped.format(value);

/** "at most 200 characters", for a text field's description. */
export const atMost = (max: number) => `at most ${count(max)} characters`;

/** What a new password must be. */
export const NEW_PASSWORD = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters, not a commonly used password`;
