// The few globals that Node and browsers both provide and common/ code may use. Only
// common/tsconfig.json reads this file; the server and client see their own full definitions.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
}
