import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { of } from "rxjs";
import { MemoryRouter, useLocation, useRoutes } from "react-router-dom";
import { AuthProvider } from "../../../../lib/auth";
import { createApolloClient } from "../../../../lib/apollo-client";
import { RequireAdmin } from "../../../../lib/require-admin";
import { graphQLError } from "../../../../testing/accounts";
import { signIn } from "../../../../testing/render-routes";
import { unloadableImages } from "../../../../components/admin/image-check";
import { seoDefaultsData } from "../../../../components/seo/testing/seo-fixtures";
import { HeroPage } from "./hero-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock("../../../../components/admin/image-check", () => ({
  ...jest.requireActual("../../../../components/admin/image-check"),
  unloadableImages: jest.fn(() => Promise.resolve([])),
}));

const hero = {
  __typename: "HeroSection" as const,
  id: "1",
  title: "Forge Your Strength",
  subtitle: "Coached training.",
  image: "/images/hero.jpg",
};

/** The server: the hero as saved, and a save answered as `onSave` says (UNAUTHENTICATED by default). */
function serverLink(saves: unknown[], onSave: "refuse" | "accept" = "refuse") {
  return new ApolloLink((operation) => {
    if (operation.operationName === "AdminHero") return of({ data: { hero } });
    if (operation.operationName === "SeoDefaults") return of({ data: seoDefaultsData });
    saves.push(operation.variables.input);
    if (onSave === "accept") return of({ data: { updateHero: { ...hero, ...operation.variables.input } } });
    return of({ errors: [graphQLError("Your session has ended. Please log in again.", "UNAUTHENTICATED")] });
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Sign-in page at ${pathname}${search}`}</p>;
}

function Routes() {
  return useRoutes([
    {
      path: "/admin/hero",
      element: (
        <RequireAdmin>
          <HeroPage />
        </RequireAdmin>
      ),
    },
    { path: "/login", element: <Where /> },
  ]);
}

function renderHero(link: ApolloLink) {
  return render(
    <ApolloProvider client={createApolloClient(link)}>
      <AuthProvider>
        <MemoryRouter initialEntries={["/admin/hero"]}>
          <Routes />
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
}

const admin = (id = "1") => signIn({ id, role: "admin", name: "Ravi Admin" });

async function typeTitle(text: string) {
  const title = await screen.findByLabelText("Title");
  await userEvent.clear(title);
  await userEvent.type(title, text);
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe("HeroPage when the session ends mid-edit", () => {
  async function endSessionOnSave() {
    admin();
    const saves: unknown[] = [];
    const view = renderHero(serverLink(saves));
    await typeTitle("Stronger Every Day");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Sign-in page at /login?next=%2Fadmin%2Fhero")).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    view.unmount();
  }

  it("sends the admin to sign in and, signed in again, restores the typed changes with a notice", async () => {
    await endSessionOnSave();
    admin();
    renderHero(serverLink([]));
    expect(await screen.findByText(/Your unsaved changes were restored/)).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Stronger Every Day");
    expect(screen.getByLabelText("Subtitle")).toHaveValue("Coached training.");
  });

  it("discards the restored changes on request, and does not restore them twice", async () => {
    await endSessionOnSave();
    admin();
    const view = renderHero(serverLink([]));
    await userEvent.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Forge Your Strength");
    expect(screen.queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument();
    view.unmount();

    renderHero(serverLink([]));
    expect(await screen.findByLabelText("Title")).toHaveValue("Forge Your Strength");
    expect(screen.queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument();
  });

  it("saves the restored changes and then shows no notice", async () => {
    await endSessionOnSave();
    admin();
    const saves: unknown[] = [];
    renderHero(serverLink(saves, "accept"));
    await screen.findByText(/Your unsaved changes were restored/);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument());
    expect(saves).toEqual([{ title: "Stronger Every Day", subtitle: "Coached training.", image: "/images/hero.jpg" }]);
  });

  it("never shows one account's kept changes to another account", async () => {
    await endSessionOnSave();
    admin("2");
    renderHero(serverLink([]));
    expect(await screen.findByLabelText("Title")).toHaveValue("Forge Your Strength");
    expect(screen.queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument();
  });
});

describe("HeroPage image check before saving", () => {
  const broken = "https://img.example/missing.jpg";

  async function saveWithImage() {
    admin();
    const saves: unknown[] = [];
    renderHero(serverLink(saves, "accept"));
    const image = await screen.findByLabelText("Image URL");
    await userEvent.clear(image);
    await userEvent.type(image, broken);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    return saves;
  }

  it("warns when a changed image does not load, and Go back saves nothing", async () => {
    jest.mocked(unloadableImages).mockResolvedValueOnce([broken]);
    const saves = await saveWithImage();
    const warning = await screen.findByRole("dialog", { name: "Image not loading" });
    expect(warning).toHaveTextContent(`This image could not be loaded: ${broken}. Save anyway?`);
    expect(unloadableImages).toHaveBeenCalledWith([broken]);
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(screen.getByLabelText("Image URL")).toHaveValue(broken);
  });

  it("saves anyway when asked to", async () => {
    jest.mocked(unloadableImages).mockResolvedValueOnce([broken]);
    const saves = await saveWithImage();
    await userEvent.click(await screen.findByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(saves).toEqual([{ title: hero.title, subtitle: hero.subtitle, image: broken }]));
  });

  it("saves straight away when the image loads", async () => {
    const saves = await saveWithImage();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
