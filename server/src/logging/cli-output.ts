import { inspect } from "node:util";

/**
 * The command-line tools (`npm run migrate`, `backup`, `restore`, `schema`) answer the person
 * who ran them in plain sentences: they are tools, not the server, so they write no log lines.
 */
export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function complain(problem: unknown): void {
  process.stderr.write(`${typeof problem === "string" ? problem : inspect(problem)}\n`);
}
