import type BetterSqlite3 from "better-sqlite3";
import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from "typeorm";

type ColumnMetadata = EntityMetadata["columns"][number];

/**
 * Reads an entity's columns with hand-written SQL, for the reads made on every request (the
 * signed-in account, the admin's account list). TypeORM's query builder rebuilds and re-aliases
 * its SQL and walks its result transformer on each call, which profiled as the largest single
 * cost of a signed-in request; here the column list is built once and each value is converted
 * by the driver exactly as TypeORM's own reads convert it (dates, transformers).
 */
export class EntityRows<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  /** Each column with the name it has in a result row. */
  private readonly fields: [ColumnMetadata, string][];
  /** `"u"."id" AS "u_id", "u"."name" AS "u_name", ...` */
  readonly select: string;
  /** `"users" "u"` */
  readonly from: string;

  constructor(
    private readonly dataSource: DataSource,
    target: EntityTarget<T>,
    private readonly alias: string,
  ) {
    this.metadata = dataSource.getMetadata(target);
    this.fields = this.metadata.columns.map((column) => [column, `${alias}_${column.databaseName}`]);
    const q = (name: string) => dataSource.driver.escape(name);
    this.select = this.fields.map(([column, as]) => `${q(alias)}.${q(column.databaseName)} AS ${q(as)}`).join(", ");
    this.from = `${q(this.metadata.tableName)} ${q(alias)}`;
  }

  /** Escapes a column's name as `"alias"."column"`, for WHERE and ORDER BY. */
  column(databaseName: string): string {
    const q = (name: string) => this.dataSource.driver.escape(name);
    return `${q(this.alias)}.${q(databaseName)}`;
  }

  /** The entity a result row holds under this alias. */
  read(row: Record<string, unknown>): T {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    const { driver } = this.dataSource;
    for (const [column, as] of this.fields) column.setEntityValue(entity, driver.prepareHydratedValue(row[as], column));
    return entity;
  }
}

type Row = Record<string, unknown>;

/**
 * A read made on every request, by its fixed SQL. On SQLite it runs straight on the connection
 * with a statement prepared once: TypeORM's query runner adds about a dozen awaits to each
 * query (its events, statement cache and connection), each a promise and a microtask. Other
 * databases go through TypeORM and its pool.
 */
export function frequentRead(dataSource: DataSource, sql: string): (parameters?: unknown[]) => Promise<Row[]> {
  let statement: BetterSqlite3.Statement | undefined;
  return async (parameters = []) => {
    if (dataSource.options.type !== "better-sqlite3") return dataSource.query<Row[]>(sql, parameters);
    const { databaseConnection } = dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database };
    if (statement?.database !== databaseConnection) statement = databaseConnection.prepare(sql);
    return statement.all(...parameters) as Row[];
  };
}
