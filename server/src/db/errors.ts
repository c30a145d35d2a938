/** True for a unique-index violation on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed|Duplicate entry|ER_DUP_ENTRY/i.test(String((error as Error)?.message ?? error));
}
