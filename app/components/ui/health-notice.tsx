import { HEALTH_NOTICE } from "~/domain/cocktails/types";

/** The legal notice French law requires next to any alcoholic drink. */
export function HealthNotice() {
  return <p className="rounded-xl bg-cream-deep px-4 py-3 text-sm font-bold">{HEALTH_NOTICE}.</p>;
}
