import { PublicCache } from "../../cache/cache-control";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { UpdatedAt, URL_LENGTH } from "../../db/columns";

@PublicCache()
@ObjectType({ description: "The about page's editable text and image (a single record)." })
@Entity({ name: "about_content" })
export class AboutContent {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String, { description: "Paragraphs separated by line breaks." })
  @Column({ type: "text" })
  content!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: URL_LENGTH })
  image!: string;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt!: Date;
}
