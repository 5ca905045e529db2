// Builds the service worker after `react-router build`: bundles app/service-worker/sw.ts
// (Workbox's modules and our offline rules) into build/client/sw.js, then lets Workbox write
// into it the list of the build's own files to precache, each with its revision.
import path from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

await build({
  configFile: false,
  root,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
  // Workbox logs its routing decisions unless it is told it runs in production.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.join(root, "app/service-worker/sw.ts"),
      formats: ["iife"],
      name: "toqueServiceWorker",
      fileName: () => "sw.js",
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(clientDir, "sw.js"),
  swDest: path.join(clientDir, "sw.js"),
  globDirectory: clientDir,
  // The shell: every script and style of the build (cook mode's included), the icons and the
  // manifest. Recipe illustrations are kept as they are seen, not all at once.
  globPatterns: [
    "assets/**/*.{js,css}",
    "icons/*",
    "manifest.webmanifest",
    "favicon.svg",
    "images/recettes/assiette.svg",
  ],
  // Hashed names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`Service worker : ${count} fichiers précachés, ${Math.round(size / 1024)} Kio.`);
