import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build starts from our Express app so that the database, the
  // services and the request handler ship as one module (see server.js). One file, dynamic
  // imports included: server/app.ts finds the client files next to it (../client), which a
  // split into build/server/assets/ would move.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts", output: { inlineDynamicImports: true } } }
    : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
