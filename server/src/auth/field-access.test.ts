import { assertObjectType, type GraphQLResolveInfo } from "graphql";
import type { AppContext } from "../context";
import { createSchema } from "../schema";
import { Role } from "../modules/user/user.enums";

describe("access checks on plain entity fields", () => {
  it("answers a member's own e-mail at once, and refuses another's with the checker's error", async () => {
    const schema = await createSchema();
    const type = assertObjectType(schema.getType("User"));
    const email = type.getFields().email;
    const info = { parentType: type, fieldName: "email", schema } as unknown as GraphQLResolveInfo;
    const context = { auth: { user: { id: 7, role: Role.user, twoFactorEnabled: false } } } as unknown as AppContext;
    // A value, not a promise: no middleware chain ran.
    expect(email.resolve!({ id: 7, email: "own@example.com" }, {}, context, info)).toBe("own@example.com");
    expect(() => email.resolve!({ id: 8, email: "other@example.com" }, {}, context, info)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: "FORBIDDEN" }) }),
    );
    const anonymous = { auth: { user: null } } as unknown as AppContext;
    expect(() => email.resolve!({ id: 7, email: "own@example.com" }, {}, anonymous, info)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) }),
    );
  });
});
