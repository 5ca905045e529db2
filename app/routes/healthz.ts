import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const report = await context.services.health();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
