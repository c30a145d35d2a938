import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import { MemoryRouter, useRoutes, type RouteObject } from "react-router-dom";
import { AuthProvider } from "../lib/auth";
import type { SessionUser } from "../lib/session";

interface RenderRoutesOptions {
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes with Apollo (mocked) and the session, as the app does. A component router
 * stands in for the app's data router: jsdom has no Fetch API `Request`, which the data
 * router builds on every navigation.
 */
export function renderRoutes(routes: RouteObject[], { path = "/", mocks = [] }: RenderRoutesOptions = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes routes={routes} />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

export function signIn(user: Partial<SessionUser> = {}) {
  const session: SessionUser = { id: "7", email: "asha@example.com", name: "Asha Das", role: "user", ...user };
  localStorage.setItem("user", JSON.stringify(session));
  return session;
}
