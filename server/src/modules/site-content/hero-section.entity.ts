import { PublicCache } from "../../cache/cache-control";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { UpdatedAt, URL_LENGTH } from "../../db/columns";

@PublicCache()
@ObjectType({ description: "The full-screen hero at the top of the home page (a single record)." })
@Entity({ name: "hero_section" })
export class HeroSection {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 500 })
  subtitle!: string;

  @Field(() => String, { description: "Background image URL." })
  @Column({ type: "varchar", length: URL_LENGTH })
  image!: string;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt!: Date;
}
