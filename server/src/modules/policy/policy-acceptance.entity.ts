import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";
import { PolicyType } from "./policy.entity";

/**
 * A member's acceptance of one policy version: who, which version, when and from which browser.
 * Unique per member and version, so a double click records it once. Deleted with the account.
 */
@Entity({ name: "policy_acceptances" })
@Unique("UQ_policy_acceptances_user_type_version", ["userId", "policyType", "version"])
export class PolicyAcceptance {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ name: "user_id", type: "int" })
  userId!: number;

  @Column({ name: "policy_type", type: "varchar", length: 20 })
  policyType!: PolicyType;

  @Column({ type: "int" })
  version!: number;

  @Column({ name: "accepted_at", type: "datetime", precision: 3 })
  acceptedAt!: Date;

  /** The browser's user agent, truncated; null when the client sent none. */
  @Column({ type: "varchar", length: 200, nullable: true })
  client!: string | null;
}
