import { stringify } from "csv-stringify/sync";
import { Brackets, type DataSource, type SelectQueryBuilder } from "typeorm";
import { GraphQLError } from "graphql";
import { badUserInput } from "../../common/errors";
import { toId } from "../../common/ids";
import { gymToday } from "../../../../common/gym-time";
import { MEMBER_LIST, MESSAGES, memberIdFor, parseExpiry } from "../../../../common/validation";
import { User } from "./user.entity";
import { AccountStatus } from "./user.enums";
import type { UserService } from "./user.service";
import type { Actor } from "../audit/audit.service";
import {
  type BulkStatusResult,
  type MemberConnection,
  MemberExpiry,
  type MemberFilter,
  type MemberSort,
  MemberSortField,
  SortDirection,
} from "./members.types";

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** IWF-000123, IWF000123 or a bare number: the member ID as the card shows it, or its digits. */
const MEMBER_ID = /^(iwf-?)?0*(\d{1,12})$/i;

/** The property each sort orders by; ties are broken by id in the same direction. */
const SORT_PROPERTY: Record<MemberSortField, keyof User> = {
  [MemberSortField.name]: "name",
  [MemberSortField.email]: "email",
  [MemberSortField.memberId]: "id",
  [MemberSortField.createdAt]: "createdAt",
  [MemberSortField.expirationDate]: "expirationDate",
};
const COLUMN: Record<MemberSortField, string> = {
  [MemberSortField.name]: "name",
  [MemberSortField.email]: "email",
  [MemberSortField.memberId]: "id",
  [MemberSortField.createdAt]: "created_at",
  [MemberSortField.expirationDate]: "expiration_date",
};
const DATE_SORTS = new Set([MemberSortField.createdAt, MemberSortField.expirationDate]);

const DEFAULT_MEMBER_SORT: MemberSort = { field: MemberSortField.createdAt, direction: SortDirection.desc };

/** A YYYY-MM-DD gym date `days` later. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first millisecond of a gym date. */
const startOfGymDay = (day: string) => new Date(parseExpiry(day)!.getTime() - DAY_MS + 1);

function gymDate(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!DATE_ONLY.test(text) || !parseExpiry(text)) throw badUserInput({ joined: MESSAGES.memberJoinedDateInvalid });
  return text;
}

interface Cursor {
  field: MemberSortField;
  direction: SortDirection;
  value: string | number | Date | null;
  id: number;
}

/**
 * The cursor carries the sort value as the database returned it: SQLite keeps a date as text
 * (with or without milliseconds), which must be compared as that same text to find the ties.
 */
function encodeCursor(sort: MemberSort, user: User, raw: Record<string, unknown> | undefined): string {
  const column = raw?.[`u_${COLUMN[sort.field]}`];
  const value = column instanceof Date ? column.toISOString() : ((column ?? null) as string | number | null);
  return Buffer.from(JSON.stringify([sort.field, sort.direction, value, user.id, column instanceof Date ? 1 : 0])).toString("base64url");
}

/** A cursor is only good for the sort that made it; anything else is refused, never guessed at. */
function decodeCursor(text: string, sort: MemberSort): Cursor {
  const invalid = () => badUserInput({ after: MESSAGES.memberCursorInvalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw invalid();
  const [field, direction, value, id, isDate] = parsed as unknown[];
  if (field !== sort.field || direction !== sort.direction) throw invalid();
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) throw invalid();
  if (value !== null && typeof value !== "string" && typeof value !== "number") throw invalid();
  if (DATE_SORTS.has(sort.field) && value !== null && (typeof value !== "string" || Number.isNaN(Date.parse(value)))) throw invalid();
  if (sort.field === MemberSortField.memberId && value !== id) throw invalid();
  const typed = isDate === 1 && typeof value === "string" ? new Date(value) : value;
  return { field, direction, value: typed, id };
}

/**
 * The admin's members list (issue 17): search, filters, keyset pages, bulk status changes and
 * the CSV export. Every ordering has an index (migration MemberListIndexes1795600000000).
 */
export class MemberListService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
  ) {}

  async page(
    filter: MemberFilter | null | undefined,
    sort: MemberSort | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<MemberConnection> {
    const order = sort ?? DEFAULT_MEMBER_SORT;
    const size = first ?? MEMBER_LIST.pageDefault;
    if (!Number.isInteger(size) || size < 1 || size > MEMBER_LIST.pageMax) throw badUserInput({ first: MESSAGES.memberPageSizeInvalid });
    const cursor = after ? decodeCursor(after, order) : undefined;
    const filtered = this.filtered(filter);
    const pageQuery = filtered.clone();
    if (cursor) this.after(pageQuery, order, cursor);
    const [{ entities: rows, raw }, count] = await Promise.all([
      this.ordered(pageQuery, order)
        .limit(size + 1)
        .getRawAndEntities<Record<string, unknown>>(),
      filtered.select("COUNT(*)", "n").getRawOne<{ n: number | string }>(),
    ]);
    const nodes = rows.slice(0, size);
    const last = nodes[nodes.length - 1];
    return {
      nodes,
      totalCount: Number(count?.n ?? 0),
      pageInfo: { hasNextPage: rows.length > size, endCursor: last ? encodeCursor(order, last, raw[nodes.length - 1]) : null },
    };
  }

  /** How many accounts match; the dashboard's cards. */
  async count(filter: MemberFilter): Promise<number> {
    const row = await this.filtered(filter).select("COUNT(*)", "n").getRawOne<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  /** Members whose tier an admin changed in the current gym month: the dashboard's "renewals". */
  async renewalsThisMonth(now = new Date()): Promise<number> {
    const monthStart = startOfGymDay(`${gymToday(now).slice(0, 8)}01`);
    const row = await this.dataSource
      .createQueryBuilder(User, "u")
      .select("COUNT(*)", "n")
      .where("u.upgradedAt >= :from AND u.upgradedAt <= :now", { from: monthStart, now })
      .getRawOne<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  /** Every account matching the filter (not only a page) as CSV, safe to open in a spreadsheet. */
  async csv(filter: MemberFilter | null | undefined, sort: MemberSort | null | undefined): Promise<string> {
    const users = await this.ordered(this.filtered(filter), sort ?? DEFAULT_MEMBER_SORT).getMany();
    const date = (value: Date | null) => (value ? gymToday(value) : "");
    return stringify(
      users.map((u) =>
        [
          memberIdFor(u.id),
          u.name,
          u.email,
          u.role,
          u.accountStatus,
          u.membershipTier,
          u.badge,
          date(u.expirationDate),
          date(u.upgradedAt),
          date(u.createdAt),
          String(u.referralScore),
        ].map(neutraliseFormula),
      ),
      {
        header: true,
        columns: ["Member ID", "Name", "Email", "Role", "Status", "Tier", "Badge", "Expiry", "Upgraded", "Joined", "Referral score"],
      },
    );
  }

  /**
   * Applies setUserStatus to each account in turn (same rules: never your own, deactivation
   * ends sessions, each change audited). Per row: one refusal does not undo the others.
   */
  async bulkSetStatus(actor: Actor, ids: readonly string[], status: AccountStatus): Promise<BulkStatusResult[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw badUserInput({ ids: MESSAGES.bulkSelectionEmpty });
    if (unique.length > MEMBER_LIST.bulkMax) throw badUserInput({ ids: MESSAGES.bulkSelectionTooLarge });
    const results: BulkStatusResult[] = [];
    for (const id of unique) {
      if (!Number.isSafeInteger(toId(id))) {
        results.push({ id, ok: false, error: MESSAGES.userNotFound });
        continue;
      }
      try {
        await this.users.setStatus(actor, toId(id), status);
        results.push({ id, ok: true, error: null });
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        results.push({ id, ok: false, error: error.message });
      }
    }
    return results;
  }

  private filtered(filter: MemberFilter | null | undefined, now = new Date()): SelectQueryBuilder<User> {
    const query = this.dataSource.createQueryBuilder(User, "u");
    if (!filter) return query;
    const search = filter.search?.trim();
    if (search) {
      if (search.length > MEMBER_LIST.searchMax) throw badUserInput({ search: MESSAGES.memberSearchTooLong });
      const like = `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
      const memberId = MEMBER_ID.exec(search);
      // The card's own form (IWF-...) is only ever a member ID: one row by primary key.
      if (memberId?.[1]) query.andWhere("u.id = :memberId", { memberId: Number(memberId[2]) });
      else
        query.andWhere(
          new Brackets((or) => {
            or.where("LOWER(u.name) LIKE :like ESCAPE '!'", { like }).orWhere("u.email LIKE :like ESCAPE '!'", { like });
            if (memberId) or.orWhere("u.id = :memberId", { memberId: Number(memberId[2]) });
          }),
        );
    }
    if (filter.ids) {
      if (filter.ids.length > MEMBER_LIST.bulkMax) throw badUserInput({ ids: MESSAGES.bulkSelectionTooLarge });
      const ids = filter.ids.map(toId).filter((id) => Number.isSafeInteger(id));
      query.andWhere(ids.length > 0 ? "u.id IN (:...ids)" : "1 = 0", { ids });
    }
    if (filter.status) query.andWhere("u.accountStatus = :status", { status: filter.status });
    if (filter.tier) query.andWhere("u.membershipTier = :tier", { tier: filter.tier });
    if (filter.badge) query.andWhere("u.badge = :badge", { badge: filter.badge });
    if (filter.expiry) {
      const today = gymToday(now);
      const until = (days: number) => parseExpiry(addDays(today, days))!;
      switch (filter.expiry) {
        case MemberExpiry.within7Days:
        case MemberExpiry.within30Days: {
          const days = filter.expiry === MemberExpiry.within7Days ? MEMBER_LIST.expiringSoonDays : MEMBER_LIST.expiringDays;
          query.andWhere("u.expirationDate >= :now AND u.expirationDate <= :until", { now, until: until(days) });
          break;
        }
        case MemberExpiry.expired:
          query.andWhere("u.expirationDate < :now", { now });
          break;
        case MemberExpiry.expiredLast30Days:
          query.andWhere("u.expirationDate >= :since AND u.expirationDate < :now", {
            now,
            since: new Date(now.getTime() - MEMBER_LIST.expiredRecentlyDays * DAY_MS),
          });
          break;
      }
    }
    const from = gymDate(filter.joinedFrom);
    const to = gymDate(filter.joinedTo);
    if (from && to && from > to) throw badUserInput({ joined: MESSAGES.memberJoinedRangeInvalid });
    if (from) query.andWhere("u.createdAt >= :joinedFrom", { joinedFrom: startOfGymDay(from) });
    if (to) query.andWhere("u.createdAt <= :joinedTo", { joinedTo: parseExpiry(to) });
    return query;
  }

  private ordered(query: SelectQueryBuilder<User>, sort: MemberSort): SelectQueryBuilder<User> {
    const direction = sort.direction === SortDirection.asc ? "ASC" : "DESC";
    const property = SORT_PROPERTY[sort.field];
    if (property === "id") return query.orderBy("u.id", direction);
    return query.orderBy(`u.${property}`, direction).addOrderBy("u.id", direction);
  }

  /**
   * Rows after the cursor in (value, id) order. Both engines put NULLs first ascending and
   * last descending, so a NULL expiry sorts the same way everywhere.
   */
  private after(query: SelectQueryBuilder<User>, sort: MemberSort, cursor: Cursor): void {
    const property = SORT_PROPERTY[sort.field];
    const asc = sort.direction === SortDirection.asc;
    const cmp = asc ? ">" : "<";
    const params = { cursorId: cursor.id, cursorValue: cursor.value };
    if (property === "id") {
      query.andWhere(`u.id ${cmp} :cursorId`, params);
      return;
    }
    const column = `u.${property}`;
    if (cursor.value === null) {
      query.andWhere(
        asc ? `((${column} IS NULL AND u.id > :cursorId) OR ${column} IS NOT NULL)` : `(${column} IS NULL AND u.id < :cursorId)`,
        params,
      );
      return;
    }
    const nullsAfter = asc ? "" : ` OR ${column} IS NULL`;
    query.andWhere(`(${column} ${cmp} :cursorValue OR (${column} = :cursorValue AND u.id ${cmp} :cursorId)${nullsAfter})`, params);
  }
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
