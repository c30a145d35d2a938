import { GraphQLError } from "graphql";
import { QueryFailedError } from "typeorm";
import { formatError } from "../graphql-limits";
import { isDatabaseUnreachable, SERVICE_UNAVAILABLE_MESSAGE } from "./errors";

function driverFailure(code: string): GraphQLError {
  const driverError = Object.assign(new Error(`connect ${code} 127.0.0.1:3306`), { code });
  return new GraphQLError("Unexpected error", { originalError: new QueryFailedError("SELECT 1", [], driverError) });
}

describe("database outage answers", () => {
  it.each(["ECONNREFUSED", "PROTOCOL_CONNECTION_LOST", "SQLITE_BUSY"])("recognises %s however deeply it is wrapped", (code) => {
    expect(isDatabaseUnreachable(driverFailure(code))).toBe(true);
    expect(isDatabaseUnreachable({ cause: { cause: { code } } })).toBe(true);
  });

  it("does not mistake a failed query or a plain error for an outage", () => {
    expect(isDatabaseUnreachable(driverFailure("ER_DUP_ENTRY"))).toBe(false);
    expect(isDatabaseUnreachable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });

  it.each([true, false])("answers SERVICE_UNAVAILABLE with a retry message (production: %s)", (production) => {
    const error = driverFailure("ECONNREFUSED");
    const formatted = formatError(production)({ message: error.message, path: ["sendContactMessage"] }, error);
    expect(formatted).toEqual({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: "SERVICE_UNAVAILABLE" },
      path: ["sendContactMessage"],
      locations: undefined,
    });
  });

  it("still hides other internal errors in production", () => {
    const error = driverFailure("ER_DUP_ENTRY");
    const formatted = formatError(true)({ message: "Duplicate entry 'x' for key 'secret_index'" }, error);
    expect(formatted.message).toBe("Internal server error");
    expect(formatted.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
  });
});
