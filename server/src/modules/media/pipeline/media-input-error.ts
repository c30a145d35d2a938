import { MEDIA_MESSAGES } from "../../../../../common/media";

export type MediaInputReason = "unsupportedType" | "heic" | "tooLarge" | "tooManyPixels" | "unreadable" | "unsafeSvg";

/** A file the library refuses, with the message the uploader sees. */
export class MediaInputError extends Error {
  constructor(
    readonly reason: MediaInputReason,
    message: string = MEDIA_MESSAGES[reason],
  ) {
    super(message);
    this.name = "MediaInputError";
  }
}
