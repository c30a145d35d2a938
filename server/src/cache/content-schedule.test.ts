import { ContentSchedule } from "./content-schedule";

const NOW = new Date("2026-11-24T10:00:00.000Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("ContentSchedule", () => {
  it("keeps answers for the full lifetime when nothing is scheduled", async () => {
    const schedule = new ContentSchedule();
    schedule.register(() => Promise.resolve(null));
    await expect(schedule.maxAge(60, NOW)).resolves.toBe(60);
  });

  it("never keeps an answer past the soonest scheduled change of any source", async () => {
    const schedule = new ContentSchedule();
    schedule.register(() => Promise.resolve(later(45)));
    schedule.register(() => Promise.resolve(later(12.2)));
    await expect(schedule.maxAge(60, NOW)).resolves.toBe(12);
    await expect(schedule.nextChange(NOW)).resolves.toEqual(later(12.2));
  });

  it("ignores changes that are not in the future and keeps nothing in the last second before one", async () => {
    const schedule = new ContentSchedule();
    schedule.register(() => Promise.resolve(later(-5)));
    schedule.register(() => Promise.resolve(later(0.1)));
    await expect(schedule.maxAge(60, NOW)).resolves.toBe(0);
  });

  it("asks the sources again once told the schedule changed", async () => {
    const schedule = new ContentSchedule();
    let next: Date | null = null;
    schedule.register(() => Promise.resolve(next));
    await expect(schedule.maxAge(60, NOW)).resolves.toBe(60);
    next = later(20);
    schedule.forget();
    await expect(schedule.maxAge(60, NOW)).resolves.toBe(20);
  });
});
