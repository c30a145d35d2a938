import { type MembershipStanding } from "../../../../../common/validation";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** How a standing reads to the member, on the profile and in the renew banner. */
export function standingText(standing: MembershipStanding): string {
  switch (standing.kind) {
    case "open":
      return "No expiry date";
    case "active":
    case "renewSoon":
      return standing.daysLeft === 0 ? "Last day today" : `${days(standing.daysLeft)} left`;
    case "expired":
      return standing.daysAgo === 0 ? "Expired today" : `Expired ${days(standing.daysAgo)} ago`;
  }
}
