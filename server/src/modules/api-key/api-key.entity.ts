import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { ApiScope } from "../../../../common/enums";
import { CreatedAt } from "../../db/columns";
import "./api-key.enums";

/** A machine's credential; only the SHA-256 of its secret is kept, never the secret. */
@ObjectType({ description: "An API key an integrator's machine sends as `Authorization: Bearer <key>` (admins only)." })
@Entity({ name: "api_keys" })
export class ApiKey {
  @Field(() => ID, { description: "The key's id, for revokeApiKey." })
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => String, { description: "What the key is for, e.g. 'Door access'; audit entries name it as 'API key <name>'." })
  @Column({ type: "varchar", length: 60 })
  name!: string;

  @Field(() => String, {
    description: "The key's first characters (gymk_ and its public id), enough to recognise it; the rest is shown once, at creation.",
  })
  @Column({ type: "varchar", length: 20 })
  prefix!: string;

  @Column({ name: "secret_hash", type: "varchar", length: 64 })
  secretHash!: string;

  @Field(() => [ApiScope], { description: "What the key may do; it can call only operations that need one of these." })
  @Column({ type: "simple-array" })
  scopes!: ApiScope[];

  @Field(() => Date, { description: "When the key was created (UTC instant)." })
  @CreatedAt()
  createdAt!: Date;

  @Column({ name: "created_by_id", type: "int", nullable: true })
  createdById!: number | null;

  @Field(() => String, { description: "The name of the admin who created the key, kept after that account is deleted." })
  @Column({ name: "created_by_name", type: "varchar", length: 100 })
  createdBy!: string;

  @Field(() => Date, {
    nullable: true,
    description: "When the key stops working (UTC instant: the end of the chosen day in gym time, Asia/Kolkata); null: never.",
  })
  @Column({ name: "expires_at", type: "datetime", precision: 3, nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "The key's last use (UTC instant, recorded at most once a minute); null: never used." })
  @Column({ name: "last_used_at", type: "datetime", precision: 3, nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When an admin revoked the key (UTC instant); a revoked key is refused at once." })
  @Column({ name: "revoked_at", type: "datetime", precision: 3, nullable: true })
  revokedAt!: Date | null;
}
