import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from "typeorm";

/**
 * Reads an entity's columns with hand-written SQL, for the reads made on every request (the
 * signed-in account, the admin's account list). TypeORM's query builder rebuilds and re-aliases
 * its SQL and walks its result transformer on each call, which profiled as the largest single
 * cost of a signed-in request; here the column list is built once and each value is converted
 * by the driver exactly as TypeORM's own reads convert it (dates, transformers).
 */
export class EntityRows<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
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
    const q = (name: string) => dataSource.driver.escape(name);
    this.select = this.metadata.columns
      .map((column) => `${q(alias)}.${q(column.databaseName)} AS ${q(`${alias}_${column.databaseName}`)}`)
      .join(", ");
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
    for (const column of this.metadata.columns) {
      column.setEntityValue(entity, this.dataSource.driver.prepareHydratedValue(row[`${this.alias}_${column.databaseName}`], column));
    }
    return entity;
  }
}
