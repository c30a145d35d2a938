import { registerEnumType } from "type-graphql";
import { AccountStatus, MembershipTier, Role } from "../../../../common/enums";

export { AccountStatus, MembershipTier, Role };

registerEnumType(Role, { name: "Role" });
registerEnumType(MembershipTier, { name: "MembershipTier" });
registerEnumType(AccountStatus, { name: "AccountStatus" });
