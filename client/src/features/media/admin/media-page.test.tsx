import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MEDIA_LIMITS, MEDIA_MESSAGES, mediaInUse } from "../../../../../common/media";
import { CSRF_COOKIE, CSRF_HEADER } from "../../../../../common/session-cookies";
import { GraphQLError } from "graphql";
import { DeleteMediaDocument, MediaLibraryDocument, UpdateMediaDocument } from "../../../graphql/generated";
import { FakeXhr, uploadFile } from "../../../testing/fake-xhr";
import { mediaItem, mediaLibraryMock } from "../../../testing/media-fixtures";
import { renderRoutes } from "../../../testing/render-routes";
import { MediaPage } from "./media-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

FakeXhr.install();

const rack = mediaItem({ usedBy: [{ label: "Blog post: Squat week", path: "/admin/blogs" }] });
const renderMedia = (mocks: MockLink.MockedResponse[]) => renderRoutes([{ path: "/", element: <MediaPage /> }], { mocks });
const uploads = () => within(screen.getByRole("list", { name: "Uploads" })).getAllByRole("listitem");
const uploaded = (id: number, name: string) => ({
  id,
  key: `${id}`.padStart(20, "0"),
  url: `/media/x/${name}`,
  name,
  alt: "",
  format: "JPEG",
  width: 800,
  height: 600,
  bytes: 2048,
});

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe("MediaPage", () => {
  it("says so when the library is empty", async () => {
    renderMedia([mediaLibraryMock([])]);
    expect(await screen.findByText("No images yet")).toBeInTheDocument();
  });

  it("says when the library cannot be loaded, with Try again", async () => {
    renderMedia([{ ...mediaLibraryMock([]), result: undefined, error: new Error("offline"), maxUsageCount: 1 }]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load data from database");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows each image's size, dimensions, format, alt text and the places that use it", async () => {
    const bare = mediaItem({ id: 2, name: "logo.png", format: "PNG", alt: "", width: 512, height: 512, bytes: 20_480 });
    renderMedia([mediaLibraryMock([rack, bare])]);
    const [first, second] = Array.from((await screen.findByRole("list", { name: "Library images" })).children) as HTMLElement[];
    expect(first).toHaveTextContent("squat-rack.jpg");
    expect(first).toHaveTextContent("1600 x 1200 · JPEG · 717 kB");
    expect(within(first).getByRole("link", { name: "Blog post: Squat week" })).toHaveAttribute("href", "/admin/blogs");
    expect(within(first).getByRole("img", { name: "A squat rack by the window" })).toHaveAttribute("loading", "lazy");
    expect(within(first).getByRole("img", { name: "A squat rack by the window" })).toHaveAttribute(
      "src",
      "/media/0123456789abcdef0123/w320.bbbbbbbb.jpg",
    );
    expect(second).toHaveTextContent("No alt text");
    expect(second).toHaveTextContent("Not used yet");
    expect(screen.getByText("2 images in the library.")).toBeInTheDocument();
  });

  it("uploads each file on its own request with its own progress, and shows the server's refusal beside that file", async () => {
    document.cookie = `${CSRF_COOKIE}=csrf-123`;
    renderMedia([
      mediaLibraryMock([rack]),
      {
        request: { query: UpdateMediaDocument, variables: { id: 5, input: { alt: "Kettlebells on the rack" } } },
        result: { data: { updateMedia: mediaItem({ id: 5, name: "bells.jpg", alt: "Kettlebells on the rack" }) } },
      },
    ]);
    await screen.findByText("squat-rack.jpg");
    await userEvent.upload(screen.getByLabelText("Choose images"), [
      uploadFile("jpeg", "bells.jpg", "image/jpeg"),
      uploadFile("not an image", "notes.png", "image/png"),
    ]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [bells, notes] = FakeXhr.sent;
    expect(bells.headers[CSRF_HEADER]).toBe("csrf-123");
    expect([bells.file.name, notes.file.name]).toEqual(["bells.jpg", "notes.png"]);

    bells.progress(40, 100);
    notes.progress(90, 100);
    expect(within(uploads()[0]).getByRole("progressbar", { name: "Uploading bells.jpg" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(uploads()[1]).getByRole("progressbar", { name: "Uploading notes.png" })).toHaveAttribute("aria-valuenow", "90");

    await notes.respond(415, { success: false, message: MEDIA_MESSAGES.unsupportedType, data: null });
    await bells.respond(201, { success: true, message: MEDIA_MESSAGES.uploaded, data: uploaded(5, "bells.jpg") });
    expect(within(uploads()[1]).getByRole("alert")).toHaveTextContent(MEDIA_MESSAGES.unsupportedType);
    expect(within(uploads()[0]).queryByRole("alert")).not.toBeInTheDocument();
    expect(uploads()[0]).toHaveTextContent("Uploaded");

    const alt = within(uploads()[0]).getByRole("textbox", { name: "Alt text for bells.jpg" });
    await userEvent.click(within(uploads()[0]).getByRole("button", { name: "Save alt text" }));
    expect(within(uploads()[0]).getByText(MEDIA_MESSAGES.altRequired)).toBeInTheDocument();
    await userEvent.type(alt, "Kettlebells on the rack");
    await userEvent.click(within(uploads()[0]).getByRole("button", { name: "Save alt text" }));
    expect(await within(uploads()[0]).findByText("Alt text saved")).toBeInTheDocument();
  });

  it("uploads files dropped on the drop zone", async () => {
    renderMedia([mediaLibraryMock([rack])]);
    await screen.findByText("squat-rack.jpg");
    const zone = screen.getByText("Drop images here").parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: "none" } });
    fireEvent.drop(zone, { dataTransfer: { files: [uploadFile("png", "logo.png", "image/png")] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].file.name).toBe("logo.png");
    expect(within(uploads()[0]).getByRole("progressbar", { name: "Uploading logo.png" })).toBeInTheDocument();
  });

  it("shows more images on request when the library has more than a page", async () => {
    const page = Array.from({ length: 2 }, (_, i) => mediaItem({ id: i + 1, name: `photo-${i + 1}.jpg` }));
    const first = mediaLibraryMock(page);
    (first.result as { data: { mediaItems: { total: number } } }).data.mediaItems.total = 3;
    const rest: MockLink.MockedResponse = {
      request: { query: MediaLibraryDocument, variables: { limit: MEDIA_LIMITS.pageSize, offset: 2 } },
      result: { data: { mediaItems: { __typename: "MediaPage", total: 3, items: [mediaItem({ id: 3, name: "photo-3.jpg" })] } } },
    };
    renderMedia([first, rest]);
    await screen.findByText("photo-2.jpg");
    await userEvent.click(screen.getByRole("button", { name: "Show more images" }));
    expect(await screen.findByText("photo-3.jpg")).toBeInTheDocument();
    expect(screen.getByText("photo-1.jpg")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more images" })).not.toBeInTheDocument();
  });

  it("refuses a file over the size limit without sending it", async () => {
    renderMedia([mediaLibraryMock([rack])]);
    await screen.findByText("squat-rack.jpg");
    await userEvent.upload(
      screen.getByLabelText("Choose images"),
      uploadFile(new Uint8Array(MEDIA_LIMITS.maxBytes + 1), "huge.jpg", "image/jpeg"),
    );
    expect(within(uploads()[0]).getByRole("alert")).toHaveTextContent(MEDIA_MESSAGES.tooLarge);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("moves the focal point with the arrow keys and saves it with the alt text", async () => {
    const moved = { ...rack, focalX: 0.55, focalY: 0.45 };
    renderMedia([
      mediaLibraryMock([rack]),
      {
        request: {
          query: UpdateMediaDocument,
          variables: { id: 1, input: { alt: "A squat rack by the window", focalX: 0.55, focalY: 0.45 } },
        },
        result: { data: { updateMedia: moved } },
      },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Edit squat-rack.jpg" }));
    const dialog = screen.getByRole("dialog", { name: "Edit image" });
    const focal = within(dialog).getByRole("slider", { name: "Focal point" });
    act(() => focal.focus());
    await userEvent.keyboard("{ArrowRight}{ArrowUp}");
    expect(focal).toHaveAttribute("aria-valuetext", "55% from the left, 45% from the top");
    expect(within(dialog).getByText("Link preview (1200 x 630)")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Image" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's refusal to delete an image in use, naming the places", async () => {
    const refusal = mediaInUse(["Blog post: Squat week"]);
    renderMedia([
      mediaLibraryMock([rack]),
      {
        request: { query: DeleteMediaDocument, variables: { id: 1 } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: "BAD_USER_INPUT" } })] },
      },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete squat-rack.jpg" }));
    const dialog = screen.getByRole("dialog", { name: "Delete image" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByText("squat-rack.jpg", { selector: "p" })).toBeInTheDocument();
  });
});
