import type { DataSource, EntityManager, Repository } from "typeorm";
import { POLICY_VERSION_MESSAGES } from "../../../../common/validation";
import { type Actor, type AuditService } from "../audit/audit.service";
import { notFound } from "../../common/errors";
import { isUniqueViolation } from "../../db/errors";
import { Policy, POLICY_TITLES, PolicyType } from "./policy.entity";
import type { PolicyInput, RestorePolicyVersionInput } from "./policy.inputs";
import { PolicyVersion } from "./policy-version.entity";
import { siteRoutes } from "../../../../common/routes";
import type { WebhookService } from "../webhook/webhook.service";

const POLICY_PAGES: Record<PolicyType, string> = {
  privacy: siteRoutes.privacyPolicy.path,
  terms: siteRoutes.termsConditions.path,
  refund: siteRoutes.refundPolicy.path,
};

interface Publication {
  title: string;
  content: string;
  material: boolean;
  changeNote: string | null;
  restoredFrom: number | null;
}

const describe = (version: PolicyVersion) =>
  `${version.title} v${version.version}${version.material ? " (material change: members must accept)" : ""}`;

/**
 * The three legal pages and their versions. The `policies` row is the current text (what the
 * public page reads); every publish also appends a numbered `policy_versions` row, and no version
 * is ever deleted: one that members accepted is the record of what they agreed to.
 */
export class PolicyService {
  private readonly policies: Repository<Policy>;
  private readonly versions: Repository<PolicyVersion>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks?: WebhookService,
    private readonly publicUrl = "",
  ) {
    this.policies = dataSource.getRepository(Policy);
    this.versions = dataSource.getRepository(PolicyVersion);
  }

  byType(policyType: PolicyType): Promise<Policy | null> {
    return this.policies.findOneBy({ policyType });
  }

  list(): Promise<Policy[]> {
    return this.policies.find({ order: { id: "ASC" } });
  }

  /** Newest first. */
  history(policyType: PolicyType): Promise<PolicyVersion[]> {
    return this.versions.find({ where: { policyType }, order: { version: "DESC" } });
  }

  version(policyType: PolicyType, version: number): Promise<PolicyVersion | null> {
    return this.versions.findOneBy({ policyType, version });
  }

  /** Each save publishes a version; saving the same text again without the material flag changes nothing. */
  async save(actor: Actor, policyType: PolicyType, input: PolicyInput): Promise<Policy> {
    const existing = await this.byType(policyType);
    const title = input.title?.trim() || existing?.title || POLICY_TITLES[policyType];
    const content = input.content.trim();
    const material = input.material === true;
    if (existing && !material && existing.title === title && existing.content.trim() === content) return existing;
    const { policy, version } = await this.publish(actor, policyType, {
      title,
      content,
      material,
      changeNote: input.changeNote?.trim() || null,
      restoredFrom: null,
    });
    const size = existing ? `${existing.content.length} → ${content.length} characters` : "created";
    await this.audit.record(actor, "policy.publish", "Policy", policyType, `${describe(version)}: ${size}`);
    return policy;
  }

  /** Publishes an older version's text again, as a new version. */
  async restore(actor: Actor, input: RestorePolicyVersionInput): Promise<Policy> {
    const old = await this.version(input.policyType, input.version);
    if (!old) throw notFound(POLICY_VERSION_MESSAGES.versionNotFound);
    const { policy, version } = await this.publish(actor, input.policyType, {
      title: old.title,
      content: old.content,
      material: input.material === true,
      changeNote: input.changeNote?.trim() || null,
      restoredFrom: old.version,
    });
    await this.audit.record(actor, "policy.restore", "Policy", input.policyType, `${describe(version)}: restored v${old.version}`);
    return policy;
  }

  private async publish(actor: Actor, policyType: PolicyType, publication: Publication) {
    // Two admins publishing at once compute the same next number; the unique key refuses one, which tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        const published = await this.dataSource.transaction((db) => this.publishIn(db, actor, policyType, publication));
        const { version } = published;
        await this.webhooks?.emit("policy.changed", {
          policyType,
          version: version.version,
          title: version.title,
          material: version.material,
          changeNote: version.changeNote,
          restoredFrom: version.restoredFrom,
          url: this.publicUrl + POLICY_PAGES[policyType],
          publishedAt: new Date(version.publishedAt).toISOString(),
        });
        return published;
      } catch (error) {
        if (attempt >= 2 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private async publishIn(db: EntityManager, actor: Actor, policyType: PolicyType, publication: Publication) {
    const latest = await db.findOne(PolicyVersion, { where: { policyType }, order: { version: "DESC" } });
    const number = (latest?.version ?? 0) + 1;
    const policy = (await db.findOneBy(Policy, { policyType })) ?? db.create(Policy, { policyType });
    Object.assign(policy, { title: publication.title, content: publication.content, version: number });
    const saved = await db.save(Policy, policy);
    // The version's date is the page's "Last updated": both are the same instant.
    const version = db.create(PolicyVersion, {
      policyType,
      version: number,
      title: publication.title,
      content: publication.content,
      material: publication.material,
      changeNote: publication.changeNote,
      publishedAt: saved.updatedAt,
      publishedById: actor.id,
      publishedByName: actor.name.slice(0, 100),
      restoredFrom: publication.restoredFrom,
    });
    await db.insert(PolicyVersion, version);
    return { policy: saved, version };
  }
}
