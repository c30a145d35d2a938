import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

const SPEC_USER_KEYS = ["id", "email", "name", "role", "membership_tier", "account_status", "expiration_date", "upgraded_at"];

describe.each(testDatabaseKinds())("REST shim on %s", (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<TestServer["account"]>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    admin = await server.account({ role: "admin" as never });
  });
  afterAll(() => server.close());

  describe("POST /api/auth/signup and /api/auth/login", () => {
    it("signs up and signs in with the spec's field names", async () => {
      const signup = await server.rest("POST", "/auth/signup", {
        email: "rest@example.com",
        password: "gym-secret1",
        name: "Rest User",
        acceptPolicies: true,
      });
      expect(signup.status).toBe(200);
      expect(signup.body).toMatchObject({ success: true, message: "Account created successfully!" });
      expect(Object.keys(signup.body.data.user)).toEqual(expect.arrayContaining(SPEC_USER_KEYS));
      expect(signup.body.data.user).toMatchObject({
        email: "rest@example.com",
        role: "user",
        membership_tier: "basic",
        account_status: "active",
        upgraded_at: null,
      });
      expect(typeof signup.body.data.token).toBe("string");

      const login = await server.rest("POST", "/auth/login", { email: "REST@example.com", password: "gym-secret1" });
      expect(login.body).toMatchObject({ success: true, message: "Logged in successfully!", data: { user: { name: "Rest User" } } });
    });

    it.each([
      [{ email: "x@example.com", password: "gym-secret1" }, 400, "Name is required"],
      [{ email: "x@example.com", password: "123", name: "X" }, 400, "Password must be at least 6 characters long"],
      [{ email: "rest@example.com", password: "gym-secret1", name: "X" }, 400, "An account with this email already exists"],
      [{ email: 42, password: "gym-secret1", name: "X" }, 400, undefined],
    ])("refuses sign-up body %# with %s", async (body, status, message) => {
      const response = await server.rest("POST", "/auth/signup", { ...(body as object), acceptPolicies: true });
      expect(response.status).toBe(status);
      expect(response.body.success).toBe(false);
      expect(response.body.data).toBeNull();
      if (message) expect(response.body.message).toBe(message);
    });

    it("answers a wrong password and an unknown address alike: 401, WWW-Authenticate: Bearer, the same body", async () => {
      const wrong = await server.rest("POST", "/auth/login", { email: "rest@example.com", password: "wrong-one" });
      const unknown = await server.rest("POST", "/auth/login", { email: "nobody-here@example.com", password: "wrong-one" });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe("Bearer");
      }
      expect(wrong.body).toMatchObject({ success: false, message: "Invalid email or password", data: null });
      expect(unknown.body).toEqual(wrong.body);
    });

    it("answers malformed JSON with 400 and a JSON body", async () => {
      const response = await server.rest("POST", "/auth/login", '{"email": "a@b.c", ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: "Malformed JSON in request body", data: null });
    });
  });

  describe("GET and PUT /api/users/{id}", () => {
    it("lets a member read and rename only their own account", async () => {
      const member = await server.account();
      const other = await server.account();
      const own = await server.rest("GET", `/users/${member.user.id}`, undefined, member.token);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ id: member.user.id, email: member.user.email, membership_tier: "basic" });

      expect((await server.rest("GET", `/users/${other.user.id}`, undefined, member.token)).status).toBe(403);
      const anonymous = await server.rest("GET", `/users/${member.user.id}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");

      const renamed = await server.rest("PUT", `/users/${member.user.id}`, { name: "New Name", role: "admin" }, member.token);
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ name: "New Name", role: "user" });
      expect((await server.rest("PUT", `/users/${other.user.id}`, { name: "Hijack" }, member.token)).status).toBe(403);
    });

    it("lets an admin read and edit any account, and 404s an unknown one", async () => {
      const member = await server.account();
      const read = await server.rest("GET", `/users/${member.user.id}`, undefined, admin.token);
      expect(read.body.data.email).toBe(member.user.email);
      const edited = await server.rest(
        "PUT",
        `/users/${member.user.id}`,
        { badge: "gold", referral_score: 40, account_status: "active", reason: "Won the challenge" },
        admin.token,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ badge: "gold", referral_score: 40 });
      // The account read just before the edit is not what a read after it answers.
      const reread = await server.rest("GET", `/users/${member.user.id}`, undefined, admin.token);
      expect(reread.body.data).toMatchObject({ badge: "gold", referral_score: 40 });
      expect((await server.rest("GET", "/users/987654", undefined, admin.token)).status).toBe(404);
      expect((await server.rest("PUT", `/users/${member.user.id}`, { email: "not-an-email" }, admin.token)).body).toMatchObject({
        success: false,
        errors: { email: "Please enter a valid email address" },
      });
    });
  });

  describe("admin routes", () => {
    it("GET /api/admin/users lists accounts for admins only", async () => {
      const member = await server.account();
      const list = await server.rest("GET", "/admin/users", undefined, admin.token);
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(list.body.data[0])).toEqual(expect.arrayContaining(SPEC_USER_KEYS));
      expect((await server.rest("GET", "/admin/users", undefined, member.token)).status).toBe(403);
      expect((await server.rest("GET", "/admin/users")).status).toBe(401);
    });

    it("POST /api/admin/users/{id}/upgrade sets tier, expiry and upgraded_at", async () => {
      const member = await server.account();
      const path = `/admin/users/${member.user.id}/upgrade`;
      const missing = await server.rest("POST", path, { expiration_date: "2027-01-31", reason: "Paid" }, admin.token);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("Please select a membership tier");
      const upgraded = await server.rest(
        "POST",
        path,
        { membership_tier: "premium", expiration_date: "2027-01-31", upgraded_at: "1999-01-01T00:00:00Z", reason: "Paid" },
        admin.token,
      );
      expect(upgraded.status).toBe(200);
      expect(upgraded.body.data).toMatchObject({ membership_tier: "premium", expiration_date: "2027-01-31T18:29:59.999Z" });
      expect(new Date(upgraded.body.data.upgraded_at).getFullYear()).toBeGreaterThanOrEqual(2026);
      expect((await server.rest("POST", path, { membership_tier: "gold", reason: "Paid" }, admin.token)).status).toBe(400);
      expect((await server.rest("POST", path, { membership_tier: "premium", reason: "Paid" }, member.token)).status).toBe(403);
      expect(
        (await server.rest("POST", "/admin/users/999999/upgrade", { membership_tier: "premium", reason: "Paid" }, admin.token)).status,
      ).toBe(404);
    });

    it("PUT /api/admin/users/{id}/status deactivates and reactivates", async () => {
      const member = await server.account();
      const path = `/admin/users/${member.user.id}/status`;
      expect((await server.rest("PUT", path, { account_status: "inactive" }, member.token)).status).toBe(403);
      const off = await server.rest("PUT", path, { account_status: "inactive" }, admin.token);
      expect(off.body).toMatchObject({ success: true, data: { account_status: "inactive" } });
      const ended = await server.rest("GET", `/users/${member.user.id}`, undefined, member.token);
      expect(ended.status).toBe(401);
      expect(ended.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expect((await server.rest("PUT", path, {}, admin.token)).status).toBe(400);
      const on = await server.rest("PUT", path, { account_status: "active" }, admin.token);
      expect(on.body.data.account_status).toBe("active");
    });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await server.rest("GET", "/nothing/here");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: "Not found", data: null });
  });
});
