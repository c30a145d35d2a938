/** True for a unique-index violation on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed|Duplicate entry|ER_DUP_ENTRY/i.test(String((error as Error)?.message ?? error));
}

/** True when MySQL/MariaDB gave up a statement to break a deadlock or a lock wait: trying again is safe. */
export function isLockConflict(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
  return code === "ER_LOCK_DEADLOCK" || code === "ER_LOCK_WAIT_TIMEOUT";
}
