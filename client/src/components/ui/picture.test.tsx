import { fireEvent, render, screen } from "@testing-library/react";
import type { PictureFragment } from "../../graphql/generated";
import { libraryPhoto } from "../../testing/picture-fixtures";
import { Picture } from "./picture";

const key = "/media/0123456789abcdef0123";
const photo = libraryPhoto;

const SIZES = "(min-width: 1024px) 704px, 100vw";

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll("picture > source")].map((source) => ({
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset"),
    sizes: source.getAttribute("sizes"),
    media: source.getAttribute("media"),
  }));

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPEG fallback, each at every width with the layout's sizes", () => {
    const { container } = render(<Picture picture={photo} alt={photo.alt} sizes={SIZES} />);
    expect(sources(container)).toEqual([
      { type: "image/avif", srcset: photo.sources[0].srcset, sizes: SIZES, media: null },
      { type: "image/webp", srcset: photo.sources[1].srcset, sizes: SIZES, media: null },
    ]);
    const image = screen.getByRole("img", { name: "A lifter chalks up before a deadlift" });
    expect(image.parentElement?.tagName).toBe("PICTURE");
    expect(image).toHaveAttribute("src", photo.src);
    expect(image).toHaveAttribute("srcset", photo.srcset);
    expect(image).toHaveAttribute("sizes", SIZES);
    // The intrinsic size reserves the box before a byte arrives.
    expect(image).toHaveAttribute("width", "1280");
    expect(image).toHaveAttribute("height", "853");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("waits to be scrolled near unless it is the page's first image", () => {
    render(
      <>
        <Picture picture={photo} alt="below" sizes={SIZES} />
        <Picture picture={photo} alt="cover" sizes={SIZES} priority />
        <Picture picture={photo} alt="beside" sizes={SIZES} lazy={false} />
      </>,
    );
    expect(screen.getByRole("img", { name: "below" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img", { name: "below" })).not.toHaveAttribute("fetchpriority");
    expect(screen.getByRole("img", { name: "cover" })).not.toHaveAttribute("loading");
    expect(screen.getByRole("img", { name: "cover" })).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("img", { name: "beside" })).not.toHaveAttribute("loading");
  });

  it("asks for the page's first image from the head, in its first format, at the layout's sizes", () => {
    render(<Picture picture={photo} alt="cover" sizes={SIZES} priority />);
    const preload = document.head.querySelector(`link[rel="preload"][as="image"][imagesrcset="${photo.sources[0].srcset}"]`);
    expect(preload).toHaveAttribute("type", "image/avif");
    expect(preload).toHaveAttribute("imagesizes", SIZES);
    expect(preload).toHaveAttribute("fetchpriority", "high");
  });

  it("paints the dominant colour and the blurred preview until the file has loaded", () => {
    render(<Picture picture={photo} alt={photo.alt} sizes={SIZES} />);
    const image = screen.getByRole("img");
    expect(image.style.backgroundColor).toBe("rgb(58, 47, 40)");
    expect(image.style.backgroundImage).toBe(`url("${photo.placeholder}")`);
    expect(image.style.backgroundPosition).toBe("25% 40%");
    fireEvent.load(image);
    expect(image.style.backgroundColor).toBe("");
    expect(image.style.backgroundImage).toBe("");
  });

  it("puts art-directed sources first, for the screens their media query names", () => {
    const portrait = [{ __typename: "ImageSource" as const, type: "image/avif", srcset: `${key}/p360.55555555.avif 360w` }];
    const { container } = render(
      <Picture
        picture={photo}
        alt={photo.alt}
        sizes="100vw"
        artDirection={{ media: "(max-width: 640px)", sources: portrait, width: 1080, height: 1920 }}
      />,
    );
    const [first, ...rest] = sources(container);
    expect(first).toEqual({ type: "image/avif", srcset: portrait[0].srcset, sizes: "100vw", media: "(max-width: 640px)" });
    expect(container.querySelector('source[media="(max-width: 640px)"]')).toHaveAttribute("width", "1080");
    expect(rest.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
  });

  it("serves an SVG as it is: no sources, no srcset", () => {
    const logo: PictureFragment = { ...photo, src: `${key}/image.abcdef12.svg`, srcset: "", sources: [], width: 512, height: 512 };
    const { container } = render(<Picture picture={logo} alt="Club logo" sizes="40px" placeholder={false} />);
    expect(container.querySelectorAll("source")).toHaveLength(0);
    const image = screen.getByRole("img", { name: "Club logo" });
    expect(image).toHaveAttribute("src", logo.src);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
    expect(image.style.backgroundColor).toBe("");
  });
});
