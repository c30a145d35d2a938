import type { DataSource } from "typeorm";
import type { Services } from "../services";
import { JobRunner } from "./job-runner";

/** The app's scheduled work: erasing accounts whose grace period ended, and contact-message retention. */
export function createJobRunner(dataSource: DataSource, services: Services): JobRunner {
  return new JobRunner(dataSource, [
    {
      name: "erase-deleted-accounts",
      run: async (now) => `${await services.dataRights.eraseDueAccounts(now)} account(s) erased`,
    },
    {
      name: "contact-message-retention",
      run: async (now) => `${await services.dataRights.deleteExpiredContactMessages(now)} old contact message(s) deleted`,
    },
  ]);
}
