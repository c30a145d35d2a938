import { GraphQLError } from "graphql";
import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import { ErrorCode, ErrorReason } from "../../../../common/error-codes";
import { ACCEPTED_POLICY_TYPES, POLICY_VERSION_LIMITS, POLICY_VERSION_MESSAGES } from "../../../../common/validation";
import { badUserInput } from "../../common/errors";
import { isUniqueViolation } from "../../db/errors";
import { Role } from "../user/user.enums";
import type { User } from "../user/user.entity";
import type { AuditService } from "../audit/audit.service";
import { Policy, PolicyType } from "./policy.entity";
import { PolicyAcceptance } from "./policy-acceptance.entity";
import { PolicyVersion } from "./policy-version.entity";
import type { AcceptPoliciesInput } from "./policy.inputs";
import type { PendingPolicy } from "./pending-policy";

const clientText = (userAgent: string | undefined) => userAgent?.trim().slice(0, POLICY_VERSION_LIMITS.acceptanceClientMax) || null;

/**
 * Which versions of the Terms and the Privacy Policy each member accepted (issue 18, item 5).
 * A member is asked again when the newest material version is newer than the latest they
 * accepted; admins are never asked.
 */
export class PolicyAcceptanceService {
  private readonly acceptances: Repository<PolicyAcceptance>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.acceptances = dataSource.getRepository(PolicyAcceptance);
  }

  /** At sign-up: the current versions of whichever of terms and privacy exist. */
  async recordSignup(db: EntityManager, userId: number, userAgent?: string): Promise<void> {
    const current = await db.findBy(Policy, { policyType: In([...ACCEPTED_POLICY_TYPES]) });
    const acceptedAt = new Date();
    for (const policy of current) {
      await db.insert(PolicyAcceptance, {
        userId,
        policyType: policy.policyType,
        version: policy.version,
        acceptedAt,
        client: clientText(userAgent),
      });
    }
  }

  async pending(user: User): Promise<PendingPolicy[]> {
    if (user.role === Role.admin) return [];
    const db = this.dataSource.manager;
    const pending: PendingPolicy[] = [];
    for (const policyType of ACCEPTED_POLICY_TYPES as readonly PolicyType[]) {
      const material = await db.findOne(PolicyVersion, { where: { policyType, material: true }, order: { version: "DESC" } });
      if (!material) continue;
      const accepted = await this.acceptances.findOne({ where: { userId: user.id, policyType }, order: { version: "DESC" } });
      if (accepted && accepted.version >= material.version) continue;
      const current = await db.findOne(PolicyVersion, { where: { policyType }, order: { version: "DESC" } });
      const acceptedVersion = accepted ? await db.findOneBy(PolicyVersion, { policyType, version: accepted.version }) : null;
      pending.push({ policyType, current: current ?? material, accepted: acceptedVersion });
    }
    return pending;
  }

  /** FORBIDDEN, with a reason the client acts on, while the member has a policy to accept. */
  async assertAccepted(user: User): Promise<void> {
    if ((await this.pending(user)).length === 0) return;
    throw new GraphQLError(POLICY_VERSION_MESSAGES.acceptanceRequired, {
      extensions: { code: ErrorCode.forbidden, reason: ErrorReason.policyAcceptanceRequired, restStatus: 403 },
    });
  }

  /**
   * Records the versions the member read, each of which must still be the current one.
   * Accepting twice (a double click) records once; the audit log names only new acceptances.
   */
  async accept(user: User, input: AcceptPoliciesInput, userAgent?: string): Promise<PendingPolicy[]> {
    const chosen = (ACCEPTED_POLICY_TYPES as readonly PolicyType[]).flatMap((policyType) => {
      const version = input[policyType as "terms" | "privacy"];
      return version == null ? [] : [{ policyType, version }];
    });
    const current = await this.dataSource.manager.findBy(Policy, { policyType: In(chosen.map((c) => c.policyType)) });
    const stale = chosen.filter((c) => current.find((p) => p.policyType === c.policyType)?.version !== c.version);
    if (stale.length) throw badUserInput(Object.fromEntries(stale.map((c) => [c.policyType, POLICY_VERSION_MESSAGES.versionNotCurrent])));
    for (const { policyType, version } of chosen) {
      try {
        await this.acceptances.insert({ userId: user.id, policyType, version, acceptedAt: new Date(), client: clientText(userAgent) });
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      const title = current.find((p) => p.policyType === policyType)!.title;
      await this.audit.record(user, "policy.accept", "Policy", policyType, `${title} v${version} accepted`);
    }
    return this.pending(user);
  }

  /** How many members accepted each version of one policy. */
  async counts(policyType: PolicyType): Promise<Map<number, number>> {
    const rows = await this.acceptances
      .createQueryBuilder("a")
      .select("a.version", "version")
      .addSelect("COUNT(*)", "count")
      .where("a.policy_type = :policyType", { policyType })
      .groupBy("a.version")
      .getRawMany<{ version: number | string; count: number | string }>();
    return new Map(rows.map((row) => [Number(row.version), Number(row.count)]));
  }
}
