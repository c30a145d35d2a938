import { CSRF_HEADER } from "../../../../../common/session-cookies";
import { SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { readCsrfToken } from "../../../lib/session";

/** Where the admin's browser sends image files (contract of issue 15: one file per request). */
const MEDIA_UPLOAD_URL = "/api/media";

/** What the server answers for a stored (or already stored) image. */
export interface UploadedMedia {
  id: number;
  key: string;
  url: string;
  name: string;
  alt: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

/** A refused upload, with the server's own sentence (415, 413, 400, 429...) when it sent one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Envelope {
  success?: boolean;
  message?: unknown;
  data?: unknown;
}

function readEnvelope(text: string): Envelope {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
}

/**
 * Sends one file with XMLHttpRequest, since fetch cannot report upload progress. The session
 * cookie goes by itself and the CSRF token as the same header the Apollo link sends.
 * `onProgress` gets the share sent, from 0 to 1.
 */
export function uploadMedia(file: File, onProgress: (sent: number) => void): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", MEDIA_UPLOAD_URL);
    const csrf = readCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = readEnvelope(request.responseText);
      if (request.status >= 200 && request.status < 300 && body.success && body.data) {
        onProgress(1);
        resolve(body.data as UploadedMedia);
        return;
      }
      const message = typeof body.message === "string" && body.message ? body.message : SOMETHING_WENT_WRONG;
      reject(new UploadError(message, request.status));
    };
    request.onerror = () => reject(new UploadError(SOMETHING_WENT_WRONG, 0));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
