// Percentiles over a list of durations in milliseconds.
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summary(values) {
  const round = (value) => Math.round(value * 100) / 100;
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
  };
}

/** Loads TypeScript sources of the app (domain code) without building, through Vite. */
export async function loadAppModule(root, file) {
  const { modules, close } = await loadAppModules(root, [file]);
  return { module: modules[0], close };
}

/** Several app modules through one Vite server, so that they share their imports. */
export async function loadAppModules(root, files) {
  const { createServer } = await import("vite");
  const path = await import("node:path");
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    resolve: { alias: { "~": path.resolve(root, "app") } },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true },
  });
  const modules = [];
  for (const file of files) modules.push(await vite.ssrLoadModule(file));
  return { modules, close: () => vite.close() };
}

/** Resolves once `url` answers 2xx; a benchmark's server takes a moment to start (up to 30 s on a busy machine). */
export async function waitForServer(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Le serveur ne répond pas sur ${url}`);
}

/** A port nobody listens on now: a fixed one could reach another bench's server on a shared machine. */
export async function freePort() {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
