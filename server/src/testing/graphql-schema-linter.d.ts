/** The part of graphql-schema-linter (which ships no types) that the schema lint test uses. */
declare module "graphql-schema-linter/lib/runner" {
  import type { Readable, Writable } from "node:stream";

  /** The command line itself: resolves to its exit code (0 clean, 1 violations, 2 bad setup). */
  export function run(stdout: Writable, stdin: Readable, stderr: Writable, argv: string[]): Promise<number>;
}
