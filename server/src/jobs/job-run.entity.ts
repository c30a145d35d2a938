import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";
import { CreatedAt } from "../db/columns";

/** One claimed run of a scheduled job; the unique (job, period) pair lets exactly one app server run it. */
@Entity({ name: "job_runs" })
@Unique("UQ_job_runs_job_period", ["job", "period"])
export class JobRun {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ type: "varchar", length: 60 })
  job!: string;

  @Column({ type: "varchar", length: 40 })
  period!: string;

  @Column({ type: "varchar", length: 500, nullable: true })
  outcome!: string | null;

  @CreatedAt()
  claimedAt!: Date;
}
