export type { EncodedVariant, FocalPoint, MediaVariant, ProcessedImage } from "./media-types";
export { PIPELINE_VERSION } from "./encode";
export { MediaInputError, type MediaInputReason } from "./media-input-error";
export { processImage, recropImage } from "./process-image";
// sanitizeSvg itself (./sanitize-svg) loads jsdom: it runs on the worker thread, never in the server's.
export { sanitizeSvgInWorker } from "./sanitize-svg-in-worker";
