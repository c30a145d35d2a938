import type { DataSource, EntityManager } from "typeorm";
import { ContentKind } from "../../../../common/enums";
import { VERSION_HISTORY_LIMIT, VERSION_MESSAGES, VERSIONED_FIELDS } from "../../../../common/version-history";
import { serialTransaction } from "../../db/serial-transaction";
import type { Actor } from "../audit/audit.service";
import { ContentVersion } from "./content-version.entity";

type Snapshot = Record<string, unknown>;

/** The fields a kind's versions keep, taken from a saved row (an entity or a plain object). */
function snapshotOf(kind: ContentKind, item: object): Snapshot {
  const source = item as Record<string, unknown>;
  return Object.fromEntries(VERSIONED_FIELDS[kind].map(({ key }) => [key, source[key] ?? null]));
}

const same = (a: Snapshot, b: Snapshot) => JSON.stringify(a) === JSON.stringify(b);

/** Two saves of one item at once may both take the next number; the loser tries again. */
const ATTEMPTS = 3;

/**
 * Keeps the versions of posts, plans and the single records. The owning services call `record`
 * after each save; a restore runs the owning service's update as an actor from `withNote`, so the
 * version that save records says what it was.
 */
export class VersionHistoryService {
  /**
   * The note of each restore, by the actor it hands to the owning service, which passes that
   * actor on to `record`. Not AsyncLocalStorage: on Node 20 its first use turns on async hooks
   * for every later request of the process (README, "Speed: measured figures").
   */
  private readonly notes = new WeakMap<Actor, string>();

  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` with a copy of `actor` whose saves record `note` with their version. */
  withNote<T>(actor: Actor, note: string, work: (noted: Actor) => Promise<T>): Promise<T> {
    const noted = { ...actor };
    this.notes.set(noted, note);
    return work(noted);
  }

  /**
   * Records `item` as the next version. The first save of an item with no history also records
   * `before` (the state found, author unknown), so even that save can be undone. A save that
   * leaves the versioned fields as the last version had them adds nothing, unless it is a restore.
   */
  async record(kind: ContentKind, itemId: number, actor: Actor, item: object, before?: object): Promise<void> {
    const snapshot = snapshotOf(kind, item);
    const note = this.notes.get(actor) ?? null;
    for (let attempt = 1; ; attempt++) {
      try {
        await serialTransaction(this.dataSource, (manager) => this.append(manager, kind, itemId, actor, snapshot, note, before));
        return;
      } catch (error) {
        if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private async append(
    manager: EntityManager,
    kind: ContentKind,
    itemId: number,
    actor: Actor,
    snapshot: Snapshot,
    note: string | null,
    before?: object,
  ): Promise<void> {
    const versions = manager.getRepository(ContentVersion);
    const latest = await versions.findOne({ where: { kind, itemId }, order: { version: "DESC" } });
    if (latest && !note && same(latest.snapshot, snapshot)) return;
    let next = (latest?.version ?? 0) + 1;
    if (!latest && before && !same(snapshotOf(kind, before), snapshot)) {
      const found = { snapshot: snapshotOf(kind, before), authorId: null, authorName: null, note: VERSION_MESSAGES.beforeHistory };
      await versions.save(versions.create({ kind, itemId, version: next++, ...found }));
    }
    await versions.save(
      versions.create({ kind, itemId, version: next, snapshot, authorId: actor.id, authorName: actor.name.slice(0, 100), note }),
    );
    const oldestKept = next - VERSION_HISTORY_LIMIT + 1;
    if (oldestKept > 1) {
      await versions
        .createQueryBuilder()
        .delete()
        .where("kind = :kind AND item_id = :itemId AND version < :oldestKept", { kind, itemId, oldestKept })
        .execute();
    }
  }

  /** Every kept version of an item, newest first. */
  list(kind: ContentKind, itemId: number): Promise<ContentVersion[]> {
    return this.dataSource.getRepository(ContentVersion).find({ where: { kind, itemId }, order: { version: "DESC" } });
  }

  get(kind: ContentKind, itemId: number, version: number): Promise<ContentVersion | null> {
    return this.dataSource.getRepository(ContentVersion).findOneBy({ kind, itemId, version });
  }

  /** A deleted post or plan takes its history with it. */
  async forget(kind: ContentKind, itemId: number): Promise<void> {
    await this.dataSource.getRepository(ContentVersion).delete({ kind, itemId });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${typeof code === "string" ? code : ""} ${typeof message === "string" ? message : ""}`;
  return /SQLITE_CONSTRAINT_UNIQUE|ER_DUP_ENTRY|UNIQUE constraint|Duplicate entry/i.test(text);
}
