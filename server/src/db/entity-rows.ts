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

  /**
   * The entity a result row holds under this alias. A row kept by frequentRead (the same
   * object until the database changes) is converted once, and each caller gets its own copy,
   * so a caller that changes its entity changes nobody else's.
   */
  read(row: Readonly<Record<string, unknown>>): T {
    let entity = this.converted.get(row);
    if (!entity) this.converted.set(row, (entity = this.convert(row)));
    return Object.assign(new (entity.constructor as new () => T)(), entity);
  }

  private readonly converted = new WeakMap<object, T>();

  private convert(row: Readonly<Record<string, unknown>>): T {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    const { driver } = this.dataSource;
    for (const [column, as] of this.fields) column.setEntityValue(entity, driver.prepareHydratedValue(row[as], column));
    return entity;
  }
}

type Row = Record<string, unknown>;

/** Results kept per read while the database has not changed: at most this many, each of at most MAX_KEPT_ROWS rows. */
const MAX_KEPT_RESULTS = 1000;
const MAX_KEPT_ROWS = 500;

/**
 * Another connection's commit is looked for at most this often (PRAGMA data_version opens a
 * read transaction, which takes the WAL's file locks: about 10 µs in a busy server, the
 * largest cost of a signed-in read once its rows are kept). Writes through this connection,
 * the app's own, are seen at once.
 */
const OTHER_WRITERS_CHECK_MS = 1;

/**
 * A string that changes whenever the SQLite database may have: rows written on this connection
 * (`total_changes()`, which counts every INSERT, UPDATE and DELETE, triggers included) or a
 * commit by any other connection, in this process or another (`PRAGMA data_version`): a second
 * app server on the same file, `npm run reminders`, a restore. One per connection, shared by
 * every frequent read.
 */
const versions = new WeakMap<BetterSqlite3.Database, () => string>();
function sqliteVersion(connection: BetterSqlite3.Database): () => string {
  let version = versions.get(connection);
  if (version) return version;
  const changes = connection.prepare("SELECT total_changes()").pluck();
  const dataVersion = connection.prepare("PRAGMA data_version").pluck();
  let others = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  version = () => {
    const now = performance.now();
    if (now - checkedAt >= OTHER_WRITERS_CHECK_MS) {
      others = String(dataVersion.get());
      checkedAt = now;
    }
    return `${String(changes.get())}:${others}`;
  };
  versions.set(connection, version);
  return version;
}

/**
 * A read made on every request, by its fixed SQL. On SQLite it runs straight on the connection
 * with a statement prepared once (TypeORM's query runner adds about a dozen awaits to each
 * query: its events, statement cache and connection), and its rows are kept until the database
 * changes (sqliteVersion): a read of the session and its account cost about 30 µs in a busy
 * server, the check a fraction of that. Nothing is kept while a transaction is open
 * on the connection: rows it wrote and then rolled back must not outlive it. Kept rows are
 * frozen, and EntityRows gives each caller its own entity. Other databases go through TypeORM
 * and its pool.
 */
export function frequentRead(dataSource: DataSource, sql: string): (parameters?: (string | number)[]) => Promise<readonly Row[]> {
  let connection: BetterSqlite3.Database | undefined;
  let statement: BetterSqlite3.Statement | undefined;
  let version: () => string = () => "";
  let keptVersion = "";
  const kept = new Map<string, readonly Row[]>();
  return async (parameters = []) => {
    if (dataSource.options.type !== "better-sqlite3") return dataSource.query<Row[]>(sql, parameters);
    const { databaseConnection } = dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database };
    if (!statement || connection !== databaseConnection) {
      connection = databaseConnection;
      statement = databaseConnection.prepare(sql);
      version = sqliteVersion(databaseConnection);
      kept.clear();
    }
    if (databaseConnection.inTransaction) return statement.all(...parameters) as Row[];
    const now = version();
    if (now !== keptVersion) {
      kept.clear();
      keptVersion = now;
    }
    const key = parameters.join("\u0000");
    let rows = kept.get(key);
    if (rows) return rows;
    rows = Object.freeze((statement.all(...parameters) as Row[]).map((row) => Object.freeze(row)));
    if (rows.length <= MAX_KEPT_ROWS) {
      if (kept.size >= MAX_KEPT_RESULTS) kept.clear();
      kept.set(key, rows);
    }
    return rows;
  };
}
