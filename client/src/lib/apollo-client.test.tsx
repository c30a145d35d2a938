import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, render, screen } from "@testing-library/react";
import { of } from "rxjs";
import { toast } from "sonner";
import { CSRF_COOKIE, CSRF_HEADER } from "../../../common/session-cookies";
import { CurrentUserDocument } from "../graphql/generated";
import { graphQLError } from "../testing/accounts";
import { createApolloClient } from "./apollo-client";
import { AuthProvider, useAuth } from "./auth";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const SESSION_ENDED = "Your session has ended. Please log in again.";

function HeaderProbe() {
  const { user } = useAuth();
  return <p>{user ? `Welcome, ${user.name}` : "Login"}</p>;
}

/** Answers every operation with UNAUTHENTICATED, noting the headers that came with it. */
function refusingLink(sentHeaders: (Record<string, string> | undefined)[], beforeAnswer?: () => void) {
  return new ApolloLink((operation) => {
    sentHeaders.push(operation.getContext().headers);
    beforeAnswer?.();
    return of({ errors: [graphQLError(SESSION_ENDED, "UNAUTHENTICATED")] });
  });
}

function setup(link: ApolloLink) {
  const client = createApolloClient(link);
  render(
    <ApolloProvider client={client}>
      <AuthProvider>
        <HeaderProbe />
      </AuthProvider>
    </ApolloProvider>,
  );
  const query = () =>
    act(() =>
      client.query({ query: CurrentUserDocument }).then(
        () => undefined,
        () => undefined,
      ),
    );
  return { query };
}

const signIn = (id = "7", name = "Asha") => {
  localStorage.setItem("user", JSON.stringify({ id, email: "a@x.in", name, role: "user" }));
};

afterEach(() => {
  localStorage.clear();
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  jest.clearAllMocks();
});

describe("the Apollo client's session handling", () => {
  it("sends the CSRF token from its cookie, no bearer token, and forgets the user when the server ends the session", async () => {
    signIn();
    document.cookie = `${CSRF_COOKIE}=csrf-of-the-session; path=/`;
    const sent: (Record<string, string> | undefined)[] = [];
    const { query } = setup(refusingLink(sent));
    expect(screen.getByText("Welcome, Asha")).toBeInTheDocument();

    await query();
    expect(sent).toEqual([{ [CSRF_HEADER]: "csrf-of-the-session" }]);
    expect(screen.getByText("Login")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(toast.info).toHaveBeenCalledWith(SESSION_ENDED);
  });

  it("keeps a session another account started while a refused request was on its way", async () => {
    signIn("7", "Asha");
    const { query } = setup(refusingLink([], () => signIn("8", "Ravi")));
    await query();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ id: "8" });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("sends no CSRF header without its cookie, and a visitor has no session to end", async () => {
    const sent: (Record<string, string> | undefined)[] = [];
    const { query } = setup(refusingLink(sent));
    await query();
    expect(sent[0]?.[CSRF_HEADER]).toBeUndefined();
    expect(sent[0]?.authorization).toBeUndefined();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("removes a bearer token an older version left in storage, with its user", () => {
    signIn();
    localStorage.setItem("authToken", "legacy-token");
    setup(refusingLink([]));
    expect(screen.getByText("Login")).toBeInTheDocument();
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });
});
