import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
const alias = { "~": path.resolve(import.meta.dirname, "app") };

/** The repository suites: they open SQLite files and share one PostgreSQL server. */
const databaseSuites = ["app/.server/db/**/*.test.ts"];
/** The tests that render React (jsdom, Testing Library). */
const screenSuites = ["app/**/*.test.tsx", "app/components/recipe/use-recipe-generation.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          // Pure code: files run in parallel, first, and share one module graph (no isolation:
          // they hold no state between tests), so that `npm run test:unit` is the quick loop.
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/mock-ai/**/*.test.ts",
            "tests/repository/**/*.test.ts",
          ],
          exclude: [...databaseSuites, ...screenSuites],
          environment: "node",
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          // React rendered in jsdom, each file in its own module graph (React Testing Library's cleanup).
          name: "screens",
          include: screenSuites,
          environment: "node",
          setupFiles: ["./tests/setup-unit.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          // One file at a time: the suites create and drop their tables in the same PostgreSQL.
          name: "database",
          include: databaseSuites,
          environment: "node",
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // These suites start the production build: build it first when it is stale. They
          // share the database server too, so they run one file at a time, after the others.
          globalSetup: ["./tests/build-once.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
