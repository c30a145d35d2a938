import type { DataSource, Repository } from "typeorm";
import { Plan } from "./plan.entity";
import { compareByPrice } from "./price";

export class PlanService {
  private readonly plans: Repository<Plan>;

  constructor(dataSource: DataSource) {
    this.plans = dataSource.getRepository(Plan);
  }

  /** Ordered by the amount in the price text, then by name (PRODUCT.md section 3). */
  async list(): Promise<Plan[]> {
    const plans = await this.plans.find();
    return plans.sort(compareByPrice);
  }
}
