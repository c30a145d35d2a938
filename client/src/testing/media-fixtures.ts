import type { MockLink } from "@apollo/client/testing";
import { MEDIA_LIMITS } from "../../../common/media";
import { MediaLibraryDocument, type MediaLibraryItemFragment } from "../graphql/generated";

/** A library image as the admin's documents select it. */
export function mediaItem(overrides: Partial<MediaLibraryItemFragment> = {}): MediaLibraryItemFragment {
  const key = overrides.key ?? "0123456789abcdef0123";
  return {
    __typename: "MediaItem",
    id: 1,
    key,
    name: "squat-rack.jpg",
    alt: "A squat rack by the window",
    format: "JPEG",
    width: 1600,
    height: 1200,
    bytes: 734_003,
    focalX: 0.5,
    focalY: 0.5,
    url: `/media/${key}/w1600.aaaaaaaa.jpg`,
    createdAt: "2026-11-20T10:00:00.000Z",
    usedBy: [],
    picture: {
      src: `/media/${key}/w1600.aaaaaaaa.jpg`,
      srcset: `/media/${key}/w320.bbbbbbbb.jpg 320w, /media/${key}/w1600.aaaaaaaa.jpg 1600w`,
      sources: [{ type: "image/avif", srcset: `/media/${key}/w320.cccccccc.avif 320w` }],
      placeholder: "",
      dominantColor: "#334455",
      social: { url: `/media/${key}/social.dddddddd.jpg`, width: 1200, height: 630 },
    },
    ...overrides,
  };
}

/** The first page of the library, searched for `search` when given. */
export function mediaLibraryMock(items: MediaLibraryItemFragment[], search?: string): MockLink.MockedResponse {
  return {
    request: { query: MediaLibraryDocument, variables: { search, limit: MEDIA_LIMITS.pageSize, offset: 0 } },
    result: { data: { mediaItems: { __typename: "MediaPage", total: items.length, items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
