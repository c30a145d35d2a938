import { getMetadataStorage } from "type-graphql";
import { createSchema } from "../schema";

describe("access declarations", () => {
  beforeAll(() => createSchema());

  it("marks every query and mutation as @Authorized(...) or @Public()", () => {
    const storage = getMetadataStorage();
    const operations = [...storage.queries, ...storage.mutations];
    expect(operations.length).toBeGreaterThan(10);
    const undeclared = operations
      .filter((op) => {
        const authorized = storage.authorizedFields.some((a) => a.target === op.target && a.fieldName === op.methodName);
        const isPublic = storage.fieldExtensions.some(
          (e) => e.target === op.target && e.fieldName === op.methodName && e.extensions.access === "public",
        );
        return authorized === isPublic; // neither, or (contradictory) both
      })
      .map((op) => `${op.target.name}.${op.methodName}`);
    expect(undeclared).toEqual([]);
  });

  it("keeps an account's private fields behind field-level authorization", () => {
    const storage = getMetadataStorage();
    const guarded = storage.authorizedFields.filter((a) => a.target.name === "User").map((a) => a.fieldName);
    expect(guarded).toEqual(
      expect.arrayContaining([
        "email",
        "membershipTier",
        "accountStatus",
        "expirationDate",
        "upgradedAt",
        "referralScore",
        "createdAt",
        "memberId",
      ]),
    );
  });
});
