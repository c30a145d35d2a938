import { Plan } from "../../modules/plan/plan.entity";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { PlanDefaultLinks1763826000000 } from "./1763826000000-plan-default-links";

const generated = (text: string, number = "919864012345") => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

describe.each(testDatabaseKinds())("clearing generated plan links on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it("empties links the old Generate WhatsApp button stored and keeps the ones an admin wrote", async () => {
    const plans = database.dataSource.getRepository(Plan);
    const links = {
      stalePrice: generated("Hi! I'm interested in the YEARLY plan (₹12,000 / 12 Months). Please share the details.", "919800000000"),
      noTerms: generated("Hi! I'm interested in the TRIAL plan. Please share the details."),
      ownMessage: generated("Hello, I want the couple offer"),
      payment: "https://pay.example.com/pt?text=Hi!",
      sitePath: "/contact?plan=pt",
    };
    for (const [name, buttonLink] of Object.entries(links)) {
      await plans.save(plans.create({ name, price: "₹1", duration: "1 Month", features: [], buttonLink }));
    }
    await plans.save(plans.create({ name: "none", price: "₹1", duration: "1 Month", features: [], buttonLink: null }));

    await new PlanDefaultLinks1763826000000().up(database.dataSource.createQueryRunner());

    const after = Object.fromEntries((await plans.find()).map((plan) => [plan.name, plan.buttonLink]));
    expect(after).toEqual({
      stalePrice: null,
      noTerms: null,
      ownMessage: links.ownMessage,
      payment: links.payment,
      sitePath: links.sitePath,
      none: null,
    });
  });
});
