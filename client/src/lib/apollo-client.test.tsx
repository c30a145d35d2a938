import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, render, screen } from "@testing-library/react";
import { of } from "rxjs";
import { toast } from "sonner";
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

/** Answers every operation with UNAUTHENTICATED, noting the token that came with it. */
function refusingLink(sentTokens: (string | undefined)[], beforeAnswer?: () => void) {
  return new ApolloLink((operation) => {
    sentTokens.push(operation.getContext().headers?.authorization);
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

const signIn = (token: string) => {
  localStorage.setItem("user", JSON.stringify({ id: "7", email: "a@x.in", name: "Asha", role: "user" }));
  localStorage.setItem("authToken", token);
};

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("the Apollo client's session handling", () => {
  it("sends the stored token and ends the session when the server refuses it", async () => {
    signIn("old-token");
    const sent: (string | undefined)[] = [];
    const { query } = setup(refusingLink(sent));
    expect(screen.getByText("Welcome, Asha")).toBeInTheDocument();

    await query();
    expect(sent).toEqual(["Bearer old-token"]);
    expect(screen.getByText("Login")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(toast.info).toHaveBeenCalledWith(SESSION_ENDED);
  });

  it("keeps a session that started while a refused request was on its way", async () => {
    signIn("old-token");
    const { query } = setup(refusingLink([], () => localStorage.setItem("authToken", "new-token")));
    await query();
    expect(screen.getByText("Welcome, Asha")).toBeInTheDocument();
    expect(localStorage.getItem("authToken")).toBe("new-token");
  });

  it("sends no token for a visitor, and has no session to end", async () => {
    const sent: (string | undefined)[] = [];
    const { query } = setup(refusingLink(sent));
    await query();
    expect(sent).toEqual([undefined]);
    expect(toast.info).not.toHaveBeenCalled();
  });
});
