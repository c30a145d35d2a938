import { CONTACT_MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { success message } }`;
const SUBSCRIBE = `mutation ($e: String!) { subscribeToNewsletter(email: $e) { success message } }`;
const valid = {
  firstName: "Ritu",
  lastName: "Gogoi",
  email: "Ritu@Example.com",
  phone: "+91 98640 00000",
  subject: "Timings",
  message: "Are you open on Bihu?",
};

describe.each(testDatabaseKinds())("contact messages and subscriptions on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterEach(() => server.close());

  it("stores a contact message and lets admins read, mark and delete it, newest first", async () => {
    const sent = await server.graphql(SEND, { input: valid });
    expect(sent.data!.sendContactMessage).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    await server.graphql(SEND, { input: { ...valid, phone: null, subject: "Second" } });
    const admin = await server.account({ role: "admin" as never });
    const list = await server.graphql(`{ contactMessages { id firstName email phone subject message readAt } }`, undefined, admin.token);
    expect(list.data!.contactMessages.map((m: { subject: string }) => m.subject)).toEqual(["Second", "Timings"]);
    expect(list.data!.contactMessages[1]).toMatchObject({ email: "ritu@example.com", phone: "+91 98640 00000", readAt: null });

    const id = list.data!.contactMessages[1].id;
    const read = await server.graphql(`mutation ($id: ID!) { markContactMessageRead(id: $id) { readAt } }`, { id }, admin.token);
    expect(read.data!.markContactMessageRead.readAt).not.toBeNull();
    const unread = await server.graphql(
      `mutation ($id: ID!) { markContactMessageRead(id: $id, read: false) { readAt } }`,
      { id },
      admin.token,
    );
    expect(unread.data!.markContactMessageRead.readAt).toBeNull();
    await server.graphql(`mutation ($id: ID!) { deleteContactMessage(id: $id) }`, { id }, admin.token);
    const after = await server.graphql(`{ contactMessages { subject } }`, undefined, admin.token);
    expect(after.data!.contactMessages).toEqual([{ subject: "Second" }]);
  });

  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: " " }, "lastName", "Last name is required"],
    [{ email: "nope" }, "email", "Please enter a valid email address"],
    [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ subject: "" }, "subject", "Subject is required"],
    [{ message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
  ])("refuses a contact message with %o and stores nothing", async (change, field, message) => {
    const { errors } = await server.graphql(SEND, { input: { ...valid, ...change } });
    expect(errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { [field]: message } });
    const [{ n }] = await server.database.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages");
    expect(Number(n)).toBe(0);
  });

  it("rate limits contact messages per client, even with different e-mails", async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await server.graphql(SEND, { input: { ...valid, email: `sender${i}@example.com` } }));
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_REQUESTS")).toHaveLength(2);
    const [{ n }] = await server.database.dataSource.query("SELECT COUNT(*) AS n FROM contact_messages");
    expect(Number(n)).toBe(5);
  });

  it("subscribes an address once, answering a repeat the same way", async () => {
    const first = await server.graphql(SUBSCRIBE, { e: "fan@example.com" });
    const again = await server.graphql(SUBSCRIBE, { e: "FAN@example.com" });
    expect(first.data!.subscribeToNewsletter).toEqual({ success: true, message: CONTACT_MESSAGES.subscribed });
    expect(again).toEqual(first);
    const rows = await server.database.dataSource.query("SELECT email FROM newsletter_subscribers");
    expect(rows).toEqual([{ email: "fan@example.com" }]);
    const bad = await server.graphql(SUBSCRIBE, { e: "not an email" });
    expect(bad.errors![0].message).toBe("Please enter a valid email address");
  });
});
