import { existsSync, readFileSync } from "node:fs";
import { InMemoryLRUCache, PrefixingKeyValueCache, type KeyValueCache } from "@apollo/utils.keyvaluecache";
import { processLogger } from "../logging/current-logger";

/**
 * The client's operations by hash, in Apollo's persisted query manifest format, as the client
 * build writes it beside the server's build of the pages (dist/ssr), from
 * client/src/graphql/persisted-operations.json (`npm run codegen`).
 */
export const PERSISTED_OPERATIONS_FILE = "persisted-operations.json";

/** Characters of operations that integrators register by the APQ protocol, kept per app server. */
const REGISTERED_MAX_CHARS = 8 * 1024 * 1024;

interface Manifest {
  format: "apollo-persisted-query-manifest";
  version: 1;
  operations: { id: string; name: string; type: string; body: string }[];
}

export interface PersistedOperations {
  /** The client operation a hash names, or undefined for one the build did not list. */
  body: (hash: string) => string | undefined;
  /**
   * Apollo's persisted query cache: the build's operations always, then what integrators
   * register (an unknown hash answers PersistedQueryNotFound, and the client sends the text
   * with its hash, which registers it here).
   */
  cache: KeyValueCache<string>;
}

/** The manifest at `file`; without one (no client build), only integrators' registrations. */
export function loadPersistedOperations(file: string): PersistedOperations {
  const bodies = new Map<string, string>();
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    if (manifest.format !== "apollo-persisted-query-manifest" || manifest.version !== 1) {
      throw new Error(`${file} is not an Apollo persisted query manifest (version 1)`);
    }
    for (const { id, body } of manifest.operations) bodies.set(id, body);
  } else {
    processLogger().warn({ file }, "No persisted operations: the browser's queries are registered as they first arrive");
  }
  const registered = new InMemoryLRUCache<string>({ maxSize: REGISTERED_MAX_CHARS });
  const cache: KeyValueCache<string> = {
    get: (hash) => {
      const body = bodies.get(hash);
      return body === undefined ? registered.get(hash) : Promise.resolve(body);
    },
    set: (hash, body, options) => (bodies.has(hash) ? Promise.resolve() : registered.set(hash, body, options)),
    delete: (hash) => registered.delete(hash),
  };
  return {
    body: (hash) => bodies.get(hash),
    // Apollo would prefix every key with "apq:"; this cache holds nothing else.
    cache: PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(cache),
  };
}
