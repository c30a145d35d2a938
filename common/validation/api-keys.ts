import { array, object, string } from "yup";
import { GYM_UTC_OFFSET, gymToday } from "../gym-time";
import { requiredText } from "./fields";

/*
 * API keys for machines (issue 19, item 3). An admin names the key, picks its scopes and may give
 * a last day (a gym date, Asia/Kolkata): the key works until the end of that day.
 */

export const API_KEY_LIMITS = { nameMax: 60 } as const;

/** Every key starts with this, so a leaked one is recognised (by people and secret scanners). */
export const API_KEY_PREFIX = "gymk_";

export const API_KEY_MESSAGES = {
  scopesRequired: "Choose at least one scope",
  expiresOnInvalid: "Use a date like 2026-12-31",
  expiresOnPast: "The last day cannot be in the past",
  notFound: "API key not found",
  alreadyRevoked: "This API key is already revoked",
  unknownKey: "This API key is not valid.",
  revoked: "This API key has been revoked.",
  expired: (on: string) => `This API key expired on ${on}.`,
  notForKeys: "API keys cannot call this operation; it needs a signed-in account.",
  missingScope: (scope: string) => `This API key lacks the ${scope} scope.`,
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists (2026-02-30 does not, though Date.parse rolls it over). */
function isRealDay(value: string): boolean {
  const time = DATE_PATTERN.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const apiKeySchema = object({
  name: requiredText("Name", API_KEY_LIMITS.nameMax),
  scopes: array().of(string().required()).min(1, API_KEY_MESSAGES.scopesRequired).required(API_KEY_MESSAGES.scopesRequired),
  expiresOn: string()
    .nullable()
    .optional()
    .transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null))
    .test("date", API_KEY_MESSAGES.expiresOnInvalid, (value) => !value || isRealDay(value))
    .test("future", API_KEY_MESSAGES.expiresOnPast, (value) => !value || !isRealDay(value) || value >= gymToday()),
});

/** The instant a key with this last day (gym date) stops working: the following midnight in gym time. */
export const apiKeyExpiry = (lastDay: string): Date => new Date(Date.parse(`${lastDay}T00:00:00${GYM_UTC_OFFSET}`) + 86_400_000);
