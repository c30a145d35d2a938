import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// Its own chunk, fetched by the strength meter on first use: the dictionaries are large.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed at once) to 4 (very hard to guess), zxcvbn's estimate. */
export function passwordScore(password: string): number {
  return zxcvbn.check(password).score;
}
