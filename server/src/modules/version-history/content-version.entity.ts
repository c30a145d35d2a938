import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { ContentKind } from "../../../../common/enums";
import { CreatedAt } from "../../db/columns";

/** An item's editable fields as one save left them, numbered per item (issue 18, item 3). */
@Entity({ name: "content_versions" })
export class ContentVersion {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ type: "varchar", length: 20 })
  kind!: ContentKind;

  @Column({ name: "item_id", type: "int" })
  itemId!: number;

  @Column({ type: "int" })
  version!: number;

  /** The fields VERSIONED_FIELDS names for the kind, as saved. */
  @Column({ type: "simple-json" })
  snapshot!: Record<string, unknown>;

  /** Who saved it; both null for the state found before history began. The name is kept as it was then. */
  @Column({ name: "author_id", type: "int", nullable: true })
  authorId!: number | null;

  @Column({ name: "author_name", type: "varchar", length: 100, nullable: true })
  authorName!: string | null;

  /** "Restored version 7", "Before history began"; null for an ordinary save. */
  @Column({ type: "varchar", length: 100, nullable: true })
  note!: string | null;

  @CreatedAt()
  createdAt!: Date;
}
