import type { DataSource, Repository } from "typeorm";
import { ReferralBonus } from "./referral-bonus.entity";

export class ReferralService {
  private readonly bonuses: Repository<ReferralBonus>;

  constructor(dataSource: DataSource) {
    this.bonuses = dataSource.getRepository(ReferralBonus);
  }

  list(): Promise<ReferralBonus[]> {
    return this.bonuses.find({ order: { bonus: "ASC", id: "ASC" } });
  }
}
