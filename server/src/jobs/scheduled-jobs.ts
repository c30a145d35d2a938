import type { DataSource } from "typeorm";
import type { Services } from "../services";
import { JobRunner } from "./job-runner";

/** The app's scheduled work: erasing accounts whose grace period ended, contact-message retention, renewal reminders and membership-expiry webhooks. */
export function createJobRunner(dataSource: DataSource, services: Services): JobRunner {
  return new JobRunner(dataSource, [
    {
      name: "renewal-reminders",
      run: async (now) => {
        const { sent, failed, retried } = await services.reminders.run(now);
        return `${sent} renewal reminder(s) sent, ${failed} failed${retried ? `, ${retried} retried` : ""}`;
      },
    },
    {
      name: "webhooks",
      run: async (now) => {
        const raised = await services.webhooks.raiseExpiries(now);
        return `${raised} membership expiry webhook event(s) raised, ${await services.webhooks.deleteOld(now)} old event(s) deleted`;
      },
    },
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
