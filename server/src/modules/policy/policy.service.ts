import type { DataSource, Repository } from "typeorm";
import { type Actor, type AuditService } from "../audit/audit.service";
import { Policy, POLICY_TITLES, PolicyType } from "./policy.entity";
import type { PolicyInput } from "./policy.inputs";

export class PolicyService {
  private readonly policies: Repository<Policy>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.policies = dataSource.getRepository(Policy);
  }

  byType(policyType: PolicyType): Promise<Policy | null> {
    return this.policies.findOneBy({ policyType });
  }

  list(): Promise<Policy[]> {
    return this.policies.find({ order: { id: "ASC" } });
  }

  /** Upsert on the policy type (docs/spec.md section 7). */
  async save(actor: Actor, policyType: PolicyType, input: PolicyInput): Promise<Policy> {
    const existing = await this.byType(policyType);
    const policy = existing ?? this.policies.create({ policyType });
    const beforeLength = existing?.content.length ?? 0;
    policy.title = input.title?.trim() || existing?.title || POLICY_TITLES[policyType];
    policy.content = input.content.trim();
    const saved = await this.policies.save(policy);
    await this.audit.record(
      actor,
      "policy.update",
      "Policy",
      policyType,
      `${saved.title}: ${existing ? `${beforeLength} → ${saved.content.length} characters` : "created"}`,
    );
    return saved;
  }
}
