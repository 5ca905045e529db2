// Entry point. Production runs the bundle built by `react-router build`;
// `--dev` runs the sources through Vite with hot reload.

const isDev = process.argv.includes("--dev");

try {
  if (isDev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    const { start } = await viteDevServer.ssrLoadModule("./server/app.ts");
    await start({
      viteMiddleware: viteDevServer.middlewares,
      env: { NODE_ENV: "development", ...process.env },
    });
  } else {
    const { start } = await import("./build/server/index.js");
    await start();
  }
} catch (error) {
  console.error(error instanceof Error && error.name === "EnvError" ? error.message : error);
  process.exit(1);
}
