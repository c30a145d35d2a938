import { registerEnumType } from "type-graphql";

export enum Role {
  admin = "admin",
  user = "user",
}

export enum MembershipTier {
  basic = "basic",
  premium = "premium",
  platinum = "platinum",
}

export enum AccountStatus {
  active = "active",
  inactive = "inactive",
}

registerEnumType(Role, { name: "Role" });
registerEnumType(MembershipTier, { name: "MembershipTier" });
registerEnumType(AccountStatus, { name: "AccountStatus" });
