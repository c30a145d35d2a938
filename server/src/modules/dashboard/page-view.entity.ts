import { Column, Entity, PrimaryColumn } from "typeorm";

/** Public page views counted per day; nothing about the visitor is stored. */
@Entity({ name: "page_views_daily" })
export class PageViewDay {
  @PrimaryColumn({ type: "varchar", length: 10 })
  day!: string;

  @Column({ type: "int" })
  views!: number;
}
