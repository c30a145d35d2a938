import type { QueryRunner, TableColumnOptions } from "typeorm";

/** Column builders that produce the same schema on SQLite and MySQL/MariaDB. */
export function portable(queryRunner: QueryRunner) {
  const isSqlite = queryRunner.connection.driver.options.type === "better-sqlite3";
  return {
    id: (): TableColumnOptions => ({
      name: "id",
      type: "integer",
      isPrimary: true,
      isGenerated: true,
      generationStrategy: "increment",
    }),
    string: (name: string, length: number, nullable = false): TableColumnOptions => ({
      name,
      type: "varchar",
      length: String(length),
      isNullable: nullable,
    }),
    /** MySQL's TEXT holds only 64 KB; long markdown and articles need MEDIUMTEXT there. */
    longText: (name: string): TableColumnOptions => ({ name, type: isSqlite ? "text" : "mediumtext" }),
    text: (name: string): TableColumnOptions => ({ name, type: "text" }),
    int: (name: string): TableColumnOptions => ({ name, type: "int" }),
    boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: "boolean",
      default: isSqlite ? (defaultValue ? 1 : 0) : defaultValue ? "1" : "0",
    }),
    date: (name: string): TableColumnOptions => ({ name, type: "date" }),
    datetime: (name: string): TableColumnOptions => ({ name, type: "datetime", precision: isSqlite ? undefined : 3 }),
    nullableDatetime: (name: string): TableColumnOptions => ({
      name,
      type: "datetime",
      precision: isSqlite ? undefined : 3,
      isNullable: true,
    }),
    timestamp: (name: string): TableColumnOptions => ({
      name,
      type: "datetime",
      precision: isSqlite ? undefined : 3,
      default: isSqlite ? "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" : "CURRENT_TIMESTAMP(3)",
    }),
  };
}
