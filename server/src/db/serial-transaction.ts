import type { DataSource, EntityManager } from "typeorm";

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in one transaction. On SQLite TypeORM shares a single connection between every
 * caller, so two transactions begun at once would run interleaved inside one SQLite
 * transaction and could both read before either writes; there, these transactions take turns.
 * MySQL/MariaDB give each transaction its own connection, and callers lock rows they must
 * re-read (SELECT … FOR UPDATE).
 */
export function serialTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== "better-sqlite3") return dataSource.transaction(work);
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const turn = previous.catch(() => undefined).then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    turn.catch(() => undefined),
  );
  return turn;
}

export const supportsRowLocks = (manager: EntityManager) => manager.connection.options.type !== "better-sqlite3";
