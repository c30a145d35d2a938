import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../config/env";

export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the server reads them from its environment. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a random loopback port with an empty bucket of its
 * own, storing in a temporary folder. Started in process, so the S3 tests never need skipping.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "gym-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: `gym-media-${randomBytes(4).toString("hex")}`,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials: it checks the request signatures made with them.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  let closed = false;
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint as string,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    // Idempotent, so a test may stop the store early to see the app cope with its absence.
    close: async () => {
      if (closed) return;
      closed = true;
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
