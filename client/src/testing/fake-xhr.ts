import { act } from "@testing-library/react";
import { File as NodeFile } from "node:buffer";

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * Stands in for XMLHttpRequest in jsdom, so a test can move an upload's progress and answer it
 * as the server would. The real request is exercised by the browser tests.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  get file(): File {
    return this.body?.get("file") as File;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  /** Answers the request; resolves once the page has handled the answer. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
      // The page reads the answer in a promise callback: let it run inside act.
      await Promise.resolve();
    });
  }

  /** Installs the fake for one test file; `sent` is emptied before each test. */
  static install() {
    const real = globalThis.XMLHttpRequest;
    beforeEach(() => {
      FakeXhr.sent = [];
      globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    });
    afterEach(() => {
      globalThis.XMLHttpRequest = real;
    });
  }
}

/** A file the environment's FormData accepts (Jest's jsdom pairs Node's FormData with jsdom's File). */
export function uploadFile(content: string | Uint8Array, name: string, type: string): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}
