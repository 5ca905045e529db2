import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    // Database suites share one PostgreSQL server; running files one at a time keeps them apart.
    fileParallelism: false,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/mock-ai/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // These suites start the production build: build it first when it is stale.
          globalSetup: ["./tests/build-once.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
