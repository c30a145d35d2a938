import type { ArtDirectedPictureFragment, PictureFragment } from "../graphql/generated";

const key = "/media/0123456789abcdef0123";

/** A library photo as the API describes it: every width in AVIF, WebP and the JPEG fallback. */
export const libraryPhoto: PictureFragment = {
  __typename: "Picture",
  src: `${key}/w1280.cccccccc.jpg`,
  width: 1280,
  height: 853,
  alt: "A lifter chalks up before a deadlift",
  srcset: `${key}/w640.aaaaaaaa.jpg 640w, ${key}/w1280.cccccccc.jpg 1280w`,
  sources: [
    { __typename: "ImageSource", type: "image/avif", srcset: `${key}/w640.11111111.avif 640w, ${key}/w1280.22222222.avif 1280w` },
    { __typename: "ImageSource", type: "image/webp", srcset: `${key}/w640.33333333.webp 640w, ${key}/w1280.44444444.webp 1280w` },
  ],
  focalX: 0.25,
  focalY: 0.4,
  placeholder: "data:image/webp;base64,UklGRg==",
  dominantColor: "#3a2f28",
};

/** The same photo with its 9:16 crops for phones. */
export const artDirectedPhoto: ArtDirectedPictureFragment = {
  ...libraryPhoto,
  portraitSources: [
    { __typename: "ImageSource", type: "image/avif", srcset: `${key}/p360.55555555.avif 360w, ${key}/p720.66666666.avif 720w` },
    { __typename: "ImageSource", type: "image/webp", srcset: `${key}/p360.77777777.webp 360w, ${key}/p720.88888888.webp 720w` },
    { __typename: "ImageSource", type: "image/jpeg", srcset: `${key}/p360.99999999.jpg 360w, ${key}/p720.abababab.jpg 720w` },
  ],
  portraitWidth: 720,
  portraitHeight: 1280,
};
