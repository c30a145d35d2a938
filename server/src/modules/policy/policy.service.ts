import type { DataSource, Repository } from "typeorm";
import { Policy, PolicyType } from "./policy.entity";

export class PolicyService {
  private readonly policies: Repository<Policy>;

  constructor(dataSource: DataSource) {
    this.policies = dataSource.getRepository(Policy);
  }

  byType(policyType: PolicyType): Promise<Policy | null> {
    return this.policies.findOneBy({ policyType });
  }
}
