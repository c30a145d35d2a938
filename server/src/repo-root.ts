import { existsSync } from "node:fs";
import path from "node:path";

function packageRootAbove(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/**
 * The repository's root folder: the same whether this file runs from the sources (under Jest)
 * or from the build in dist/, which sits one folder deeper.
 */
export const REPO_ROOT = packageRootAbove(__dirname);
