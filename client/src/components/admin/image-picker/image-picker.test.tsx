import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MEDIA_MESSAGES } from "../../../../../common/media";
import { Form, Formik } from "formik";
import { UpdateMediaDocument } from "../../../graphql/generated";
import { FakeXhr, uploadFile } from "../../../testing/fake-xhr";
import { mediaItem, mediaLibraryMock } from "../../../testing/media-fixtures";
import { ImagePicker } from "./image-picker";

FakeXhr.install();

const described = mediaItem();
const undescribed = mediaItem({
  id: 2,
  key: "fedcba9876543210fedc",
  name: "bench.jpg",
  alt: "",
  url: "/media/fedcba9876543210fedc/w960.eeeeeeee.jpg",
});

function renderPicker(mocks: MockLink.MockedResponse[], image = "") {
  render(
    <MockedProvider mocks={mocks}>
      <Formik initialValues={{ image }} onSubmit={jest.fn()}>
        <Form>
          <ImagePicker name="image" label="Image URL" />
        </Form>
      </Formik>
    </MockedProvider>,
  );
}

const field = () => screen.getByRole("textbox", { name: "Image URL" });
const openLibrary = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Choose from library: Image" }));
  return screen.getByRole("dialog", { name: "Choose from library" });
};

const altSaved = (item: typeof undescribed, alt: string): MockLink.MockedResponse => ({
  request: { query: UpdateMediaDocument, variables: { id: item.id, input: { alt } } },
  result: { data: { updateMedia: { ...item, alt } } },
});

describe("ImagePicker", () => {
  it("fills the field with the chosen library image's address and shows it", async () => {
    renderPicker([mediaLibraryMock([described, undescribed])], undescribed.url);
    const dialog = await openLibrary();
    expect(await within(dialog).findByRole("button", { name: /^Choose bench\.jpg/ })).toHaveAttribute("aria-current", "true");
    expect(within(dialog).getByRole("button", { name: /^Choose squat-rack\.jpg/ })).not.toHaveAttribute("aria-current");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Choose squat-rack.jpg: A squat rack by the window" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field()).toHaveValue(described.url);
    expect(screen.getByRole("img", { name: "Preview: Image" })).toHaveAttribute("src", described.url);
  });

  it("asks for the alt text of an image that has none before using it, and saves it on the item", async () => {
    renderPicker([mediaLibraryMock([described, undescribed]), altSaved(undescribed, "Trainer spotting a bench press")]);
    const dialog = await openLibrary();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Choose bench.jpg (no alt text yet)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use image" }));
    expect(within(dialog).getByText(MEDIA_MESSAGES.altRequired)).toBeInTheDocument();
    expect(field()).toHaveValue("");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Alt text for bench.jpg" }), "Trainer spotting a bench press");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use image" }));
    await waitFor(() => expect(field()).toHaveValue(undescribed.url));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("searches the library on the server as the admin types", async () => {
    renderPicker([mediaLibraryMock([described, undescribed]), mediaLibraryMock([undescribed], "bench")]);
    const dialog = await openLibrary();
    await within(dialog).findByRole("button", { name: /squat-rack\.jpg/ });
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search images" }), "bench");
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /squat-rack\.jpg/ })).not.toBeInTheDocument());
    expect(within(dialog).getByRole("button", { name: /bench\.jpg/ })).toBeInTheDocument();
  });

  it("uploads a new image from the dialog and chooses it once it has alt text", async () => {
    const uploaded = mediaItem({
      id: 3,
      key: "aaaaaaaaaaaaaaaaaaaa",
      name: "deadlift.jpg",
      alt: "",
      url: "/media/aaaaaaaaaaaaaaaaaaaa/w1280.ffffffff.jpg",
    });
    renderPicker([mediaLibraryMock([described]), altSaved(uploaded, "A deadlift at the platform")]);
    const dialog = await openLibrary();
    const photo = uploadFile("jpeg bytes", "deadlift.jpg", "image/jpeg");
    const input = within(dialog).getByLabelText("Upload new");
    await userEvent.upload(input, photo);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/media");
    expect(request.file.name).toBe("deadlift.jpg");
    await request.respond(201, { success: true, message: MEDIA_MESSAGES.uploaded, data: { ...uploaded, __typename: undefined } });

    await userEvent.type(await within(dialog).findByRole("textbox", { name: "Alt text for deadlift.jpg" }), "A deadlift at the platform");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and use image" }));
    await waitFor(() => expect(field()).toHaveValue(uploaded.url));
  });

  it("still takes a pasted address", async () => {
    renderPicker([]);
    await userEvent.type(field(), "https://cdn.example.com/gym.jpg");
    expect(field()).toHaveValue("https://cdn.example.com/gym.jpg");
    expect(screen.getByRole("img", { name: "Preview: Image" })).toHaveAttribute("src", "https://cdn.example.com/gym.jpg");
  });
});
