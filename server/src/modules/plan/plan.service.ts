import { slicePage, type Page } from "../../common/pagination";
import type { DataSource, Repository } from "typeorm";
import { PublicationState } from "../../../../common/enums";
import { notFound } from "../../common/errors";
import { visibleAt } from "../publication/publisher";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import { Plan } from "./plan.entity";
import type { PlanInput } from "./plan.inputs";
import { compareByPrice } from "./price";
import { ContentKind } from "../../../../common/enums";
import type { VersionHistoryService } from "../version-history/version-history.service";

const FIELDS: (keyof PlanInput)[] = ["name", "price", "duration", "features", "buttonLink"];

function trimmed(input: PlanInput): Omit<Plan, "id" | "createdAt" | "updatedAt" | "status" | "publishAt" | "state"> {
  const features = input.features.map((f) => f.trim()).filter(Boolean);
  return {
    name: input.name.trim(),
    price: input.price.trim(),
    duration: input.duration.trim(),
    features,
    buttonLink: input.buttonLink?.trim() || null,
  };
}

export class PlanService {
  private readonly plans: Repository<Plan>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly versions: VersionHistoryService,
  ) {
    this.plans = dataSource.getRepository(Plan);
  }

  /** Ordered by the amount in the price text, then by name (docs/product.md section 3). */
  /** Sorted by the amount in the price text, which only code can read: the page is cut after sorting. */
  async list(page?: Page, { drafts = false, now = new Date() } = {}): Promise<Plan[]> {
    const plans = (await this.plans.find({ where: drafts ? {} : visibleAt<Plan>(now) })).sort(compareByPrice);
    return page ? slicePage(plans, page) : plans;
  }

  count(): Promise<number> {
    return this.plans.count();
  }

  /** Published at once unless `draft`. */
  async create(actor: Actor, input: PlanInput, draft = false): Promise<Plan> {
    const publication = draft
      ? { status: PublicationState.draft as const, publishAt: null }
      : { status: PublicationState.published as const, publishAt: new Date() };
    const plan = await this.plans.save(this.plans.create({ ...trimmed(input), ...publication }));
    await this.audit.record(actor, "plan.create", "Plan", plan.id, `Created ${plan.name} (${plan.price})`);
    await this.versions.record(ContentKind.plan, plan.id, actor, plan);
    return plan;
  }

  async update(actor: Actor, id: number, input: PlanInput): Promise<Plan> {
    const plan = await this.get(id);
    const before = { ...plan };
    const saved = await this.plans.save(Object.assign(plan, trimmed(input)));
    await this.audit.record(actor, "plan.update", "Plan", id, describeChanges(before, saved, FIELDS));
    await this.versions.record(ContentKind.plan, id, actor, saved, before);
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const plan = await this.get(id);
    await this.plans.remove(plan);
    await this.versions.forget(ContentKind.plan, id);
    await this.audit.record(actor, "plan.delete", "Plan", id, `Deleted ${plan.name}`);
    return true;
  }

  private async get(id: number): Promise<Plan> {
    const plan = Number.isSafeInteger(id) ? await this.plans.findOneBy({ id }) : null;
    if (!plan) throw notFound("Subscription plan not found");
    return plan;
  }
}
