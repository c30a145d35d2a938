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
      testEnvironment: "jsdom",
      roots: ["<rootDir>/client/src"],
      testMatch: ["**/*.test.ts", "**/*.test.tsx"],
      setupFiles: ["<rootDir>/client/jest.polyfills.cjs"],
      setupFilesAfterEnv: ["<rootDir>/client/jest.setup.ts"],
      transform: {
        "^.+\\.(t|j)sx?$": [
          "ts-jest",
          {
            tsconfig: { jsx: "react-jsx", module: "commonjs", moduleResolution: "node10", esModuleInterop: true, allowJs: true, isolatedModules: true },
          },
        ],
      },
      transformIgnorePatterns: ["/node_modules/(?!(@apollo/client|rxjs|react-router|react-router-dom)/)"],
      moduleNameMapper: {
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
    },
  ],
};

export default config;
