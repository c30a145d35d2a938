import { API_KEY_MESSAGES, apiKeyExpiry, apiKeySchema } from "./api-keys";

const errorsOf = async (input: Record<string, unknown>) => {
  try {
    await apiKeySchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe("apiKeySchema", () => {
  it("takes a name, at least one scope and an optional last day", async () => {
    expect(await errorsOf({ name: "Door access", scopes: ["members_read"], expiresOn: "" })).toEqual([]);
    expect(await errorsOf({ name: "Door access", scopes: ["members_read"], expiresOn: "2999-12-31" })).toEqual([]);
    expect(await errorsOf({ name: "x".repeat(61), scopes: [] })).toEqual([
      "Name must be at most 60 characters",
      API_KEY_MESSAGES.scopesRequired,
    ]);
  });

  it("refuses a day that does not exist or is over", async () => {
    expect(await errorsOf({ name: "K", scopes: ["members_read"], expiresOn: "2999-02-30" })).toEqual([API_KEY_MESSAGES.expiresOnInvalid]);
    expect(await errorsOf({ name: "K", scopes: ["members_read"], expiresOn: "2999-13-01" })).toEqual([API_KEY_MESSAGES.expiresOnInvalid]);
    expect(await errorsOf({ name: "K", scopes: ["members_read"], expiresOn: "31/12/2999" })).toEqual([API_KEY_MESSAGES.expiresOnInvalid]);
    expect(await errorsOf({ name: "K", scopes: ["members_read"], expiresOn: "2020-01-01" })).toEqual([API_KEY_MESSAGES.expiresOnPast]);
  });

  it("ends a key at the midnight after its last day, India time", () => {
    expect(apiKeyExpiry("2026-12-31").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
