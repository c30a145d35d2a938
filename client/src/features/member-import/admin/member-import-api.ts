import { CSRF_HEADER } from "../../../../../common/session-cookies";
import { SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { readCsrfToken } from "../../../lib/session";

/** The server's endpoints (server/src/modules/member-import/member-import.route.ts): the CSV is the body. */
const PREVIEW_URL = "/api/admin/member-import/preview";
const IMPORT_URL = "/api/admin/member-import";

interface RowProblem {
  line: number;
  column: string;
  message: string;
}

interface PreviewRow {
  line: number;
  action: "create" | "update";
  name: string;
  email: string;
  phone: string | null;
  tier: string | null;
  expiry: string | null;
}

export interface ImportPreview {
  totalRows: number;
  newCount: number;
  updateCount: number;
  problemRowCount: number;
  problems: RowProblem[];
  sample: PreviewRow[];
}

export interface ImportResult {
  created: number;
  updated: number;
}

/** A refused request, with the server's sentence and, when rows had problems, the preview saying which. */
export class MemberImportError extends Error {
  constructor(
    message: string,
    readonly preview?: ImportPreview,
  ) {
    super(message);
  }
}

async function send<T>(url: string, csv: string): Promise<T> {
  const csrf = readCsrfToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "text/csv; charset=utf-8", ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: csv,
    });
  } catch {
    throw new MemberImportError(SOMETHING_WENT_WRONG);
  }
  let body: { success?: boolean; message?: unknown; data?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  if (response.ok && body.success) return body.data as T;
  const message = typeof body.message === "string" && body.message ? body.message : SOMETHING_WENT_WRONG;
  const preview = response.status === 422 && body.data ? (body.data as ImportPreview) : undefined;
  throw new MemberImportError(message, preview);
}

/** Checks the file; writes nothing. */
export const previewImport = (csv: string) => send<ImportPreview>(PREVIEW_URL, csv);

/** Imports every row or none. */
export const importMembers = (csv: string) => send<ImportResult>(IMPORT_URL, csv);
