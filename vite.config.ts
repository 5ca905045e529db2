import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

// A first visit on a phone pays a round trip and about 1 KB of headers (the CSP is long) per
// script, and without modulepreload hints (docs/decisions/0003-first-paint.md) each level of
// imports costs one more: the client build groups the many tiny modules (one per icon, one per
// small helper) into a few chunks instead of a file each.
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]|^\0rolldown[\\/]runtime/;
const icons = /node_modules[\\/]lucide-react[\\/]/;
const zod = /node_modules[\\/]zod[\\/]|[\\/]app[\\/]domain[\\/]zod\.ts$/;
const appModule = /[\\/]app[\\/](?!routes[\\/])/;
/** What a shared module may weigh with everything it imports, framework and icons aside. */
const SHARED_MAX_BYTES = 8_000;

type ModuleInfoReader = (id: string) => { code?: string | null; importedIds: readonly string[] } | null;

/**
 * Reads the module graph once it is complete, for the chunk groups below: a helper that
 * looks small may import zod or the whole recipe view, which must not reach every page.
 */
function moduleGraph(): Plugin & { weightWithImports(id: string): number } {
  let info: ModuleInfoReader | undefined;
  const weights = new Map<string, number>();
  return {
    name: "toque:module-graph",
    apply: "build",
    buildEnd() {
      info = (id) => this.getModuleInfo(id);
    },
    weightWithImports(id) {
      const known = weights.get(id);
      if (known !== undefined) return known;
      const seen = new Set<string>();
      const queue = [id];
      let total = 0;
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (seen.has(next) || framework.test(next) || icons.test(next)) continue;
        seen.add(next);
        const module = info?.(next);
        if (!module) return Infinity;
        total += module.code?.length ?? 0;
        queue.push(...module.importedIds);
      }
      weights.set(id, total);
      return total;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const graph = moduleGraph();
  return {
    // The server build starts from our Express app so that the database, the
    // services and the request handler ship as one module (see server.js). One file, dynamic
    // imports included: server/app.ts finds the client files next to it (../client), which a
    // split into build/server/assets/ would move.
    build: isSsrBuild
      ? { rollupOptions: { input: "./server/app.ts", output: { inlineDynamicImports: true } } }
      : {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // What every page needs to hydrate; changes only with a dependency update.
                  { name: "framework", test: framework, priority: 3 },
                  // Every icon the app draws: a few hundred bytes each, about 7 KB gzip together.
                  { name: "icons", test: icons, priority: 2 },
                  // 25 KB gzip: only the pages that check a form in the browser load it, with
                  // the module that sets it up for the browser.
                  { name: "zod", test: zod, priority: 2 },
                  {
                    // The result panel of the generation screens (Inventaire Gourmand, Chef
                    // Nutrition, the sommelier…) in one file rather than three, with the cook
                    // mode's helpers it imports (the recipe page loads this file for them).
                    name: "generation",
                    test: /[\\/]app[\\/]components[\\/]recipe[\\/](generation-panel|use-recipe-generation|generated-recipe-view)\.tsx?$/,
                    priority: 0,
                  },
                  {
                    // Small components and helpers that several pages share. Large or
                    // page-specific modules, and those that import a heavy one (zod), keep
                    // chunks of their own, loaded only by the pages that use them.
                    name: "shared",
                    test: (id: string) =>
                      appModule.test(id) && graph.weightWithImports(id) <= SHARED_MAX_BYTES,
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
    plugins: [tailwindcss(), reactRouter(), graph],
  };
});
