import type { DataSource, Repository } from "typeorm";
import { AuditEntry } from "./audit-entry.entity";

export interface Actor {
  /** Null for an API key, which acts as itself rather than as an account. */
  id: number | null;
  name: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const show = (value: unknown): string => {
  // A row written before dates were range-checked can read back as an invalid date; the audit line
  // is written after the change is saved, so it must never throw and turn a saved change into an error.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "invalid date" : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? "" : "s"}`;
  return clip(JSON.stringify(value ?? null), 40);
};

/** "title: "Old" → "New"; price: "₹1" → "₹2"" for the fields that changed. */
export function describeChanges<T extends object>(before: T, after: T, fields: (keyof T)[], unchanged = "no changes"): string {
  const changes = fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${String(field)}: ${show(before[field])} → ${show(after[field])}`);
  return changes.length ? changes.join("; ") : unchanged;
}

export class AuditService {
  private readonly entries: Repository<AuditEntry>;

  constructor(dataSource: DataSource) {
    this.entries = dataSource.getRepository(AuditEntry);
  }

  async record(actor: Actor, action: string, entityType: string, entityId: number | string | null, summary: string): Promise<void> {
    await this.entries.insert({
      actorId: actor.id,
      actorName: clip(actor.name, 100),
      action,
      entityType,
      entityId: entityId === null ? null : String(entityId),
      summary: clip(summary, 500),
    });
  }

  /** Work that ran by itself (a scheduled post going live): no account did it. */
  async recordSystem(action: string, entityType: string, entityId: number | string | null, summary: string): Promise<void> {
    await this.entries.insert({
      actorId: null,
      actorName: "System",
      action,
      entityType,
      entityId: entityId === null ? null : String(entityId),
      summary: clip(summary, 500),
    });
  }

  recent(limit = 10): Promise<AuditEntry[]> {
    return this.entries.find({ order: { createdAt: "DESC", id: "DESC" }, take: Math.min(Math.max(limit, 1), 100) });
  }
}
