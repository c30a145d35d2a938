import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt } from "../../db/columns";

/** An address from the blog's Stay Updated box; stored once, in lower case. */
@Entity({ name: "newsletter_subscribers" })
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ type: "varchar", length: 254, unique: true })
  email!: string;

  @CreatedAt()
  createdAt!: Date;
}
