import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmTwoFactorSetupDocument, StartTwoFactorSetupDocument } from "../../../graphql/generated";
import { accountData, graphQLError } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { TwoFactorSetupPage } from "./two-factor-setup-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const setup = {
  __typename: "TwoFactorSetup",
  secret: "JBSWY3DPEHPK3PXPJBSWY3DP",
  otpauthUri: "otpauth://totp/Iron%20Warrior%20Fitness:asha%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>',
};
const codes = [
  "aaaaa-bbbbb",
  "ccccc-ddddd",
  "eeeee-fffff",
  "ggggg-hhhhh",
  "jjjjj-kkkkk",
  "mmmmm-nnnnn",
  "ppppp-qqqqq",
  "rrrrr-sssss",
  "ttttt-vvvvv",
  "wwwww-xxxxx",
];

function renderSetup() {
  renderRoutes(
    [
      { path: "/account/two-factor", element: <TwoFactorSetupPage /> },
      { path: "/admin/users", element: <p>Admin users page</p> },
    ],
    {
      path: "/account/two-factor?next=%2Fadmin%2Fusers",
      mocks: [
        siteLayoutMock,
        {
          request: { query: StartTwoFactorSetupDocument, variables: { currentPassword: "wrong" } },
          result: {
            errors: [graphQLError("Current password is incorrect", "BAD_USER_INPUT", { currentPassword: "Current password is incorrect" })],
          },
        },
        {
          request: { query: StartTwoFactorSetupDocument, variables: { currentPassword: "owner-secret" } },
          result: { data: { startTwoFactorSetup: setup } },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { code: "123456" } },
          result: {
            data: {
              confirmTwoFactorSetup: { __typename: "RecoveryCodes", codes, user: accountData({ role: "admin", twoFactorEnabled: true }) },
            },
          },
        },
      ],
    },
  );
}

afterEach(() => localStorage.clear());

describe("TwoFactorSetupPage", () => {
  it("asks for the password, shows the QR code and key, turns on with a code and shows the recovery codes once", async () => {
    signIn({ role: "admin", twoFactorEnabled: false });
    renderSetup();
    expect(screen.getByText(/Set it up now to use the admin panel/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Current Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Current Password"));
    await userEvent.type(screen.getByLabelText("Current Password"), "owner-secret");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    const qr = await screen.findByAltText("QR code for your authenticator app");
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`);
    expect(screen.getByLabelText("Setup key")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP");
    const code = screen.getByLabelText("Code from the app");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));

    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(list.querySelectorAll("li")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ twoFactorEnabled: true });
    await userEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("Admin users page")).toBeInTheDocument();
  });
});
