import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation, useRoutes } from "react-router-dom";
import { of } from "rxjs";
import { AuthProvider } from "../lib/auth";
import { createApolloClient } from "../lib/apollo-client";
import { RequireAdmin } from "../lib/require-admin";
import { seoDefaultsData } from "../components/seo/testing/seo-fixtures";
import { graphQLError } from "./accounts";

/**
 * A server for session tests: queries are answered from `reads` by operation name, and every
 * mutation is recorded in `writes` and refused because the session has ended.
 */
export function sessionEndingServer(reads: Record<string, unknown>, writes: unknown[] = []) {
  // Every page's head reads the site defaults.
  const answers: Record<string, unknown> = { SeoDefaults: seoDefaultsData, ...reads };
  return new ApolloLink((operation) => {
    const data = answers[operation.operationName ?? ""];
    if (data) return of({ data });
    writes.push(operation.variables);
    return of({ errors: [graphQLError("Your session has ended. Please log in again.", "UNAUTHENTICATED")] });
  });
}

function SignInPage() {
  const { pathname, search } = useLocation();
  return <p>{`Sign-in page at ${pathname}${search}`}</p>;
}

function Routes({ path, page }: { path: string; page: ReactElement }) {
  return useRoutes([
    { path, element: <RequireAdmin>{page}</RequireAdmin> },
    { path: "/login", element: <SignInPage /> },
  ]);
}

/** Renders an admin page behind the admin check, with a real Apollo client over `link`. */
export function renderAdminPage(path: string, page: ReactElement, link: ApolloLink) {
  return render(
    <ApolloProvider client={createApolloClient(link)}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes path={path} page={page} />
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
}
