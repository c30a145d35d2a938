import type { DataSource } from "typeorm";
import type { AppConfig } from "./config/env";
import { BlogService } from "./modules/blog/blog.service";
import { PlanService } from "./modules/plan/plan.service";
import { PolicyService } from "./modules/policy/policy.service";
import { ReferralService } from "./modules/referral/referral.service";
import { SiteContentService } from "./modules/site-content/site-content.service";

/** One instance of each service per app; services are stateless apart from the data source. */
export function createServices(dataSource: DataSource, _config: AppConfig) {
  return {
    blog: new BlogService(dataSource),
    plans: new PlanService(dataSource),
    siteContent: new SiteContentService(dataSource),
    policies: new PolicyService(dataSource),
    referrals: new ReferralService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
