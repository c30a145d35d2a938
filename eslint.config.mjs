// Import zones encode the layout: features do not import each other, app/ composes them, and
// shared client code lives in components/, lib/, config/ and graphql/.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((name) => ({
  target: `./client/src/features/${name}`,
  from: "./client/src/features",
  except: [`./${name}`],
  message: "Client features do not import each other; compose them in client/src/app or share through components/ or lib/.",
}));

const boundaryZones = [
  // End-to-end tests start the real server, so client/e2e alone may run its build script.
  {
    target: ["./client/src", "./client/playground"],
    from: "./server",
    message: "The client never imports server code; shared rules live in common/.",
  },
  { target: "./common", from: ["./client", "./server"], message: "common/ is imported by both sides and imports neither." },
  { target: "./server", from: "./client/src", message: "The server reaches the client only through its build output." },
  {
    target: ["./client/src/components", "./client/src/lib", "./client/src/config", "./client/src/graphql"],
    from: ["./client/src/features", "./client/src/app"],
    message: "Shared client code does not depend on features or on the app that composes them.",
  },
  ...featureZones,
];

const testFiles = [
  "**/*.test.ts",
  "**/*.test.tsx",
  "client/e2e/**",
  "server/src/testing/**",
  "server/src/faults/**",
  "client/src/testing/**",
  "client/jest.setup.ts",
];

export default tseslint.config(
  {
    ignores: ["dist/**", "coverage/**", "data/**", "node_modules/**", "client/src/graphql/generated.ts"],
  },
  {
    // Config files and Node scripts: plain JavaScript, checked without types.
    files: ["**/*.cjs", "**/*.mjs", "**/*.js"],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts"],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Production code is checked under the configs with noUncheckedIndexedAccess; the first that holds a file wins.
        project: [
          "./common/tsconfig.json",
          "./server/tsconfig.build.json",
          "./client/tsconfig.app.json",
          "./server/tsconfig.json",
          "./client/tsconfig.json",
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js"] })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["client/**/*.ts", "client/**/*.tsx"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    languageOptions: { globals: globals.browser },
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["server/**/*.ts", "client/e2e/**/*.ts", "client/vite.config.mts", "client/playground/vite.config.mts"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["server/src/**/*.ts"],
    ignores: testFiles,
    rules: { "no-console": "error" },
  },
  {
    // On Node 20 the first AsyncLocalStorage run turns on async hooks for the rest of the process,
    // and every later request pays for them (README, "Speed: measured figures"). React's Node
    // renderers run each render in one; its edge build does not.
    files: ["server/src/**/*.ts", "client/src/**/*.ts", "client/src/**/*.tsx"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["node:async_hooks", "async_hooks"].map((name) => ({ name, message: "No AsyncLocalStorage: pass the value down instead." })),
            ...["react-dom/server", "react-dom/server.node", "react-dom/static", "react-dom/static.node"].map((name) => ({
              name,
              message: "Render with react-dom/static.edge: the Node build turns on async hooks.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^node:", message: "common/ is pure: no Node modules." }] }],
    },
  },
  {
    // Tests read loosely typed values (JSON bodies, mocks, DOM nodes); expect() checks them at run time.
    files: testFiles,
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  prettier,
);
