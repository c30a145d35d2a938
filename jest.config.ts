import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "jest";

function packagesIn(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((entry) =>
    entry.startsWith("@") ? readdirSync(path.join(root, entry)).map((sub) => `${entry}/${sub}`) : [entry],
  );
}

function isEsmOnly(packageDir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { type?: unknown };
    return manifest.type === "module";
  } catch {
    return false;
  }
}

/**
 * Installed packages that ship only ES modules, at the top level or nested one level down
 * (npm nests a package when another version sits on top); the client project compiles them
 * for Jest's CommonJS.
 */
function esmOnlyPackages(): string[] {
  const root = path.join(__dirname, "node_modules");
  const found = new Set<string>();
  for (const name of packagesIn(root)) {
    if (isEsmOnly(path.join(root, name))) found.add(name);
    const nested = path.join(root, name, "node_modules");
    for (const inner of packagesIn(nested)) if (isEsmOnly(path.join(nested, inner))) found.add(inner);
  }
  return Array.from(found);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const serverTsJest = ["ts-jest", { tsconfig: "server/tsconfig.json" }] as const;
/** Compiles the ES-module-only packages the server uses (otplib's @scure/base, @noble/hashes) for Jest's CommonJS. */
const esmPackagesTsJest = ["ts-jest", { tsconfig: { module: "commonjs", allowJs: true, isolatedModules: true } }] as const;
const esmOnlyIgnorePattern = () => `/node_modules/(?!(${esmOnlyPackages().map(escapeRegExp).join("|")})/)`;

const config: Config = {
  // Argon2 hashing is deliberately slow; on a busy two-core machine a test doing several sign-ups needs room.
  testTimeout: 30_000,
  // On two cores Jest runs the files in band, in its own process, so any handle a test leaves
  // (a socket of a browser or child server) would hold the finished run open until CI's time
  // limit. Tests stop what they start; this keeps one leak from hanging `npm test`.
  forceExit: true,
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      roots: ["<rootDir>/server/src", "<rootDir>/common"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.ts$": serverTsJest, "^.+\\.m?js$": esmPackagesTsJest },
      transformIgnorePatterns: [esmOnlyIgnorePattern()],
      setupFiles: ["reflect-metadata"],
      globalSetup: "<rootDir>/server/src/testing/warm-media-cache.ts",
    },
    {
      displayName: "client",
      testEnvironment: "<rootDir>/client/jest.environment.cjs",
      roots: ["<rootDir>/client/src"],
      testMatch: ["**/*.test.ts", "**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/client/jest.setup.ts"],
      transform: {
        "^.+\\.(t|j)sx?$": [
          "ts-jest",
          {
            tsconfig: {
              jsx: "react-jsx",
              module: "commonjs",
              moduleResolution: "node10",
              ignoreDeprecations: "6.0",
              rootDir: __dirname,
              esModuleInterop: true,
              allowJs: true,
              isolatedModules: true,
            },
          },
        ],
      },
      transformIgnorePatterns: [`/node_modules/(?!(${["@apollo/client", "preact", ...esmOnlyPackages()].map(escapeRegExp).join("|")})/)`],
      moduleNameMapper: {
        "\\.(css|svg|png|jpe?g|webp)$": "<rootDir>/client/jest.asset-stub.cjs",
      },
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/client/e2e"],
      testMatch: ["**/*.e2e.ts"],
      transform: {
        "^.+\\.ts$": ["ts-jest", { tsconfig: { module: "commonjs", esModuleInterop: true, isolatedModules: true } }],
        "^.+\\.m?js$": esmPackagesTsJest,
      },
      transformIgnorePatterns: [esmOnlyIgnorePattern()],
      globalSetup: "<rootDir>/client/e2e/global-setup.ts",
      slowTestThreshold: 30,
      setupFilesAfterEnv: ["<rootDir>/client/e2e/jest.setup.ts"],
    },
  ],
};

export default config;
