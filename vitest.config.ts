import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // Integration suites start the production build: build it first when it is stale.
    globalSetup: ["./tests/build-once.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Database suites share one PostgreSQL server; running files one at a time keeps them apart.
    fileParallelism: false,
  },
});
