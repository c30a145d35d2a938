import type { Config } from "jest";

const serverTsJest = ["ts-jest", { tsconfig: "server/tsconfig.json" }] as const;

const config: Config = {
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      roots: ["<rootDir>/server/src"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.ts$": serverTsJest },
      setupFiles: ["reflect-metadata"],
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
              jsx: "react-jsx", module: "commonjs", moduleResolution: "node10", ignoreDeprecations: "6.0",
              rootDir: __dirname, esModuleInterop: true, allowJs: true, isolatedModules: true,
            },
          },
        ],
      },
      transformIgnorePatterns: ["/node_modules/(?!(@apollo/client|rxjs|react-router|react-router-dom)/)"],
      moduleNameMapper: {
        "^@validation$": "<rootDir>/server/src/common/validation/index.ts",
        "\\.(css|svg|png|jpe?g|webp)$": "<rootDir>/client/jest.asset-stub.cjs",
      },
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/client/e2e"],
      testMatch: ["**/*.e2e.ts"],
      transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: { module: "commonjs", esModuleInterop: true, isolatedModules: true } }] },
      globalSetup: "<rootDir>/client/e2e/global-setup.ts",
      slowTestThreshold: 30,
      testTimeout: 30_000,
    },
  ],
};

export default config;
