import { blogStats } from "./blog-stats";

// 10:00 in India on 15 March 2025.
const now = new Date("2025-03-15T04:30:00Z");
const post = (date: string, author = "Rahul Baruah") => ({ date, author });

describe("blogStats", () => {
  it("counts every post", () => {
    expect(blogStats([post("2025-01-01"), post("2024-05-05")], now).total).toBe(2);
    expect(blogStats([], now)).toEqual({ total: 0, thisWeek: 0, authors: 0 });
  });

  it("counts posts dated within the last seven days, today included", () => {
    const posts = [post("2025-03-15"), post("2025-03-08"), post("2025-03-07"), post("2025-02-20"), post("2025-03-16")];
    expect(blogStats(posts, now).thisWeek).toBe(2);
  });

  it("takes today in India, not in UTC", () => {
    // 20:00 UTC on the 14th is already the 15th in India.
    expect(blogStats([post("2025-03-15")], new Date("2025-03-14T20:00:00Z")).thisWeek).toBe(1);
  });

  it("counts distinct authors, ignoring case and spaces", () => {
    const posts = [post("2025-03-01", "Rahul Baruah"), post("2025-03-02", " rahul baruah "), post("2025-03-03", "Dr. Ankita Das")];
    expect(blogStats(posts, now).authors).toBe(2);
  });
});
