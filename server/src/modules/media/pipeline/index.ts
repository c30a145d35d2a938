export type { EncodedVariant, FocalPoint, MediaVariant, ProcessedImage, VariantFormat, VariantRole } from "./media-types";
export { MediaInputError, type MediaInputReason } from "./media-input-error";
export { processImage, recropImage } from "./process-image";
export { sanitizeSvg } from "./sanitize-svg";
