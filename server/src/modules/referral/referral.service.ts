import type { DataSource, Repository } from "typeorm";
import { assertValid, notFound } from "../../common/errors";
import { LIMITS, MESSAGES, tooLong } from "../../common/validation";
import { ReferralBonus } from "./referral-bonus.entity";
import type { ReferralBonusInput } from "./referral.inputs";

export class ReferralService {
  private readonly bonuses: Repository<ReferralBonus>;

  constructor(dataSource: DataSource) {
    this.bonuses = dataSource.getRepository(ReferralBonus);
  }

  list(): Promise<ReferralBonus[]> {
    return this.bonuses.find({ order: { bonus: "ASC", id: "ASC" } });
  }

  create(input: ReferralBonusInput): Promise<ReferralBonus> {
    return this.bonuses.save(this.bonuses.create(validated(input)));
  }

  async update(id: number, input: ReferralBonusInput): Promise<ReferralBonus> {
    const bonus = await this.get(id);
    return this.bonuses.save(Object.assign(bonus, validated(input)));
  }

  async delete(id: number): Promise<boolean> {
    await this.bonuses.remove(await this.get(id));
    return true;
  }

  private async get(id: number): Promise<ReferralBonus> {
    const bonus = Number.isSafeInteger(id) ? await this.bonuses.findOneBy({ id }) : null;
    if (!bonus) throw notFound(MESSAGES.referralBonusNotFound);
    return bonus;
  }
}

function validated(input: ReferralBonusInput): ReferralBonusInput {
  const description = input.description.trim();
  assertValid({
    bonus: Number.isInteger(input.bonus) && input.bonus >= 0 && input.bonus <= LIMITS.referralBonusMax ? undefined : MESSAGES.bonusInvalid,
    description: !description
      ? MESSAGES.descriptionRequired
      : description.length > LIMITS.badgeDescriptionMax
        ? tooLong("Description", LIMITS.badgeDescriptionMax)
        : undefined,
  });
  return { badgeType: input.badgeType, bonus: input.bonus, description };
}
