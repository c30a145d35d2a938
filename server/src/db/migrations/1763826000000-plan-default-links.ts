import { MigrationInterface, QueryRunner } from "typeorm";

// What the admin's former "Generate WhatsApp" button wrote, frozen here as it was: a wa.me chat
// whose text is this enquiry, carrying the price and number of the day it was pressed.
const GENERATED_TEXT = /^Hi! I'm interested in the .+ plan(?: \(.*\))?\. Please share the details\.$/s;

export function isGeneratedPlanLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const number = /^\/\d+$/.test(url.pathname);
  return url.protocol === "https:" && url.hostname === "wa.me" && number && GENERATED_TEXT.test(url.searchParams.get("text") ?? "");
}

/**
 * Plans whose stored link only repeats the generated chat lose it, so they follow the default
 * built at render time (current price, current number). Links an admin wrote stay.
 */
export class PlanDefaultLinks1763826000000 implements MigrationInterface {
  name = "PlanDefaultLinks1763826000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query("SELECT id, button_link FROM subscriptions WHERE button_link LIKE ?", ["https://wa.me/%"])) as {
      id: number;
      button_link: string;
    }[];
    for (const row of rows.filter((r) => isGeneratedPlanLink(r.button_link))) {
      await queryRunner.query("UPDATE subscriptions SET button_link = NULL WHERE id = ?", [row.id]);
    }
  }

  // The cleared links were stale copies of the default; there is nothing worth restoring.
  async down(): Promise<void> {}
}
