import { memoByString } from "./string-memo";

describe("memoByString", () => {
  it("works a string out once, null answers included", () => {
    const seen: string[] = [];
    const lengthOrNull = memoByString((value) => {
      seen.push(value);
      return value === "none" ? null : value.length;
    });
    expect([lengthOrNull("gzip, br"), lengthOrNull("gzip, br"), lengthOrNull("none"), lengthOrNull("none")]).toEqual([8, 8, null, null]);
    expect(seen).toEqual(["gzip, br", "none"]);
  });

  it("works out a long string every time rather than keep it", () => {
    let calls = 0;
    const work = memoByString(() => ++calls);
    const long = "x".repeat(5000);
    work(long);
    work(long);
    expect(calls).toBe(2);
  });

  it("keeps at most a thousand strings, then starts again", () => {
    let calls = 0;
    const work = memoByString(() => ++calls);
    for (let i = 0; i < 1000; i++) work(String(i));
    work("0");
    expect(calls).toBe(1000);
    work("1000"); // the 1001st: the thousand are forgotten
    work("0");
    expect(calls).toBe(1002);
  });
});
