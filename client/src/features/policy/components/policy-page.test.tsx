import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { PolicyPageDocument, PolicyType } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { readMeta } from "../../../components/seo/testing/read-head";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { policyMock } from "../testing/policy-fixtures";
import { PolicyPage } from "./policy-page";

const renderPolicy = (type: PolicyType, mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/legal", element: <PolicyPage type={type} /> }], { path: "/legal", mocks: [seoDefaultsMock, ...mocks] });

const failing = (type: PolicyType): MockLink.MockedResponse => ({
  request: { query: PolicyPageDocument, variables: { type } },
  error: new Error("down"),
});

const MARKDOWN = [
  "```markdown",
  "## Who we are",
  "",
  "We run **the gym**. Write to [us](mailto:hi@gym.in), see [terms](/terms-conditions) or [evil](javascript:alert(1)).",
  "",
  "- One",
  "- Two",
  "",
  "| Data | Why |",
  "|---|---|",
  "| Name | Sign in |",
  "",
  "<script>alert(1)</script><b>raw</b>",
  "```",
].join("\n");

afterEach(() => jest.restoreAllMocks());

describe("PolicyPage", () => {
  it.each([
    [PolicyType.Privacy, "Privacy Policy", "Loading privacy policy..."],
    [PolicyType.Terms, "Terms & Conditions", "Loading terms..."],
    [PolicyType.Refund, "Refund Policy", "Loading refund policy..."],
  ])("shows %s's heading and loading text", async (type, heading, loading) => {
    renderPolicy(type, [policyMock(type, "Text.")]);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(loading);
    expect(await screen.findByText("Text.")).toBeInTheDocument();
  });

  it.each([
    [PolicyType.Privacy, "Unable to load Privacy Policy. Please try again later."],
    [PolicyType.Terms, "Unable to load Terms & Conditions. Please try again later."],
    [PolicyType.Refund, "Unable to load Refund Policy. Please try again later."],
  ])("shows %s's failure text and logs it", async (type, message) => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderPolicy(type, [failing(type)]);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(log).toHaveBeenCalled();
  });

  it.each([
    [PolicyType.Privacy, null, "No Privacy Policy available yet."],
    [PolicyType.Terms, "   ", "No Terms & Conditions available yet."],
    [PolicyType.Refund, "```\n```", "No Refund Policy available yet."],
  ])("shows %s's empty text", async (type, content, message) => {
    renderPolicy(type, [policyMock(type, content)]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it("renders the markdown without its fence, with styled lists and tables, and the date", async () => {
    renderPolicy(PolicyType.Privacy, [policyMock(PolicyType.Privacy, MARKDOWN)]);
    const article = await screen.findByRole("article", { name: "Privacy Policy" });
    await within(article).findByRole("heading", { level: 2, name: "Who we are" });
    expect(screen.getByText("Last updated: January 5, 2025")).toBeInTheDocument();
    expect(within(article).queryByText(/```/)).not.toBeInTheDocument();
    expect(article.querySelector("pre")).toBeNull();
    expect(within(article).getByText("the gym").tagName).toBe("STRONG");
    expect(
      within(article)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["One", "Two"]);
    expect(within(article).getByRole("table")).toHaveClass("w-full");
    expect(within(article).getByRole("columnheader", { name: "Data" })).toBeInTheDocument();
  });

  it("keeps only safe links and never renders raw HTML", async () => {
    renderPolicy(PolicyType.Privacy, [policyMock(PolicyType.Privacy, MARKDOWN)]);
    const article = await screen.findByRole("article", { name: "Privacy Policy" });
    await within(article).findByRole("link", { name: "us" });
    expect(within(article).getByRole("link", { name: "us" })).toHaveAttribute("href", "mailto:hi@gym.in");
    expect(within(article).getByRole("link", { name: "terms" })).toHaveAttribute("href", "/terms-conditions");
    expect(within(article).queryByRole("link", { name: "evil" })).not.toBeInTheDocument();
    expect(within(article).getByText("evil")).toBeInTheDocument();
    expect(article.querySelector("script, b")).toBeNull();
    expect(article.innerHTML).not.toContain("javascript:");
  });

  it("describes the page with the first 150 characters of the text", async () => {
    renderPolicy(PolicyType.Privacy, [policyMock(PolicyType.Privacy, MARKDOWN)]);
    await screen.findByRole("heading", { level: 2, name: "Who we are" });
    await waitFor(() => expect(document.title).toBe("Privacy Policy | Test Barbell Club"));
    const description = readMeta("description")!;
    expect(description.startsWith("Who we are We run the gym. Write to us, see terms or evil.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(150);
  });

  it("falls back to a default description when there is no text", async () => {
    renderPolicy(PolicyType.Refund, [policyMock(PolicyType.Refund, null)]);
    await screen.findByText("No Refund Policy available yet.");
    await waitFor(() => expect(readMeta("description")).toBe("When and how membership fees are refunded, and how to ask for a refund."));
  });
});
