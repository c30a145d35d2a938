import { PublicCache } from "../../cache/cache-control";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt, UpdatedAt, URL_LENGTH } from "../../db/columns";

@PublicCache()
@ObjectType({ description: "An article on the gym's blog." })
@Entity({ name: "blog_posts" })
export class BlogPost {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String, { description: "Short summary shown on the blog grid." })
  @Column({ type: "varchar", length: 500 })
  excerpt!: string;

  @Field(() => String, { description: "Body text; line breaks are significant." })
  @Column({ type: "text" })
  content!: string;

  @Field(() => String, { description: "Cover image URL (http(s) or site-relative)." })
  @Column({ type: "varchar", length: URL_LENGTH })
  image!: string;

  @Field(() => String, { description: "Publication date, YYYY-MM-DD; set at creation and kept on edit." })
  @Column({ type: "date" })
  date!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 120 })
  author!: string;

  @Field(() => Date)
  @CreatedAt()
  createdAt!: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt!: Date;
}
