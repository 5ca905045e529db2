import { ErrorBox } from "~/components/ui/error-box";
import type { PlanOutcome } from "./types";

/** What the last change did: a status line with the planner's notices, or the error in red. */
export function PlanOutcomeMessage({ outcome }: { outcome: PlanOutcome }) {
  return outcome.ok ? (
    <div role="status" className="mt-4 rounded-xl border border-line bg-white px-4 py-3">
      <p className="font-bold">{outcome.message}</p>
      {outcome.notices?.map((notice) => (
        <p key={notice} className="mt-1 text-ink-soft">
          {notice}
        </p>
      ))}
    </div>
  ) : (
    <div className="mt-4">
      <ErrorBox message={outcome.message} />
    </div>
  );
}
