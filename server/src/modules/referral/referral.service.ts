import type { Page } from "../../common/pagination";
import type { DataSource, Repository } from "typeorm";
import { notFound } from "../../common/errors";
import { MESSAGES } from "../../../../common/validation";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import { ReferralBonus } from "./referral-bonus.entity";
import type { ReferralBonusInput } from "./referral.inputs";
import { referralStats } from "./referral-program";
import type { User } from "../user/user.entity";

export class ReferralService {
  private readonly bonuses: Repository<ReferralBonus>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.bonuses = dataSource.getRepository(ReferralBonus);
  }

  list(page?: Page): Promise<ReferralBonus[]> {
    return this.bonuses.find({ order: { bonus: "ASC", id: "ASC" }, skip: page?.offset, take: page?.limit });
  }

  /** The member's referrals: made, confirmed, pending, and the ladder the rules define. */
  stats(user: User) {
    return referralStats(this.dataSource.manager, user);
  }

  async create(actor: Actor, input: ReferralBonusInput): Promise<ReferralBonus> {
    const bonus = await this.bonuses.save(this.bonuses.create(trimmed(input)));
    await this.audit.record(
      actor,
      "referral.create",
      "ReferralBonus",
      bonus.id,
      `${bonus.badgeType} +${bonus.bonus}: ${bonus.description}`,
    );
    return bonus;
  }

  async update(actor: Actor, id: number, input: ReferralBonusInput): Promise<ReferralBonus> {
    const bonus = await this.get(id);
    const before = { ...bonus };
    const saved = await this.bonuses.save(Object.assign(bonus, trimmed(input)));
    await this.audit.record(
      actor,
      "referral.update",
      "ReferralBonus",
      id,
      describeChanges(before, saved, ["badgeType", "bonus", "description"]),
    );
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const bonus = await this.get(id);
    await this.bonuses.remove(bonus);
    await this.audit.record(actor, "referral.delete", "ReferralBonus", id, `${bonus.badgeType} +${bonus.bonus}`);
    return true;
  }

  private async get(id: number): Promise<ReferralBonus> {
    const bonus = Number.isSafeInteger(id) ? await this.bonuses.findOneBy({ id }) : null;
    if (!bonus) throw notFound(MESSAGES.referralBonusNotFound);
    return bonus;
  }
}

function trimmed(input: ReferralBonusInput): ReferralBonusInput {
  return { badgeType: input.badgeType, bonus: input.bonus, description: input.description.trim() };
}
