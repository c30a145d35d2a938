import { AcceptPoliciesPage } from "../../../features/policy/components/accept-policies-page";
import { YourDataSection } from "../../../features/data-rights/components/your-data-section";

/** /accept-policies: a member who does not accept can still take or erase their data. */
export function AcceptPoliciesRoute() {
  return (
    <AcceptPoliciesPage>
      <YourDataSection />
    </AcceptPoliciesPage>
  );
}
