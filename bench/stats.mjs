// Percentiles over a list of durations in milliseconds.
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summary(values) {
  const round = (value) => Math.round(value * 100) / 100;
  return { n: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), p99: round(percentile(values, 99)) };
}

/** Loads TypeScript sources of the app (domain code) without building, through Vite. */
export async function loadAppModule(root, file) {
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
  const module = await vite.ssrLoadModule(file);
  return { module, close: () => vite.close() };
}
