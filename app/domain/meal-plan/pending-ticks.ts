import { z } from "../zod";
import { parseWeek } from "../base/week";

/**
 * Ticks of the shopping list made without a connection (in the shop's basement), kept on the
 * device until the network returns. One per item: the last change wins, so ticking then
 * unticking an item offline sends nothing but the untick.
 */
export const pendingTickSchema = z.object({
  // Sent back to the server later: a week it would refuse is not worth keeping.
  semaine: z.string().refine((value) => parseWeek(value) !== undefined),
  article: z.string().min(1).max(200),
  coche: z.boolean(),
  at: z.number().finite(),
});

export type PendingTick = z.infer<typeof pendingTickSchema>;

const MAX_PENDING = 500;

export function withPendingTick(pending: readonly PendingTick[], tick: PendingTick): PendingTick[] {
  const others = pending.filter((item) => item.semaine !== tick.semaine || item.article !== tick.article);
  return [...others, tick].slice(-MAX_PENDING);
}

/** The ticks the server knows, with the ones still to send laid over them. */
export function tickedWithPending(
  ticked: Iterable<string>,
  pending: readonly PendingTick[],
  monday: string,
): Set<string> {
  const keys = new Set(ticked);
  for (const tick of pending) {
    if (tick.semaine !== monday) continue;
    if (tick.coche) keys.add(tick.article);
    else keys.delete(tick.article);
  }
  return keys;
}

/** Whatever the storage holds, only well-formed ticks come back. */
export function readPendingTicks(stored: string | null): PendingTick[] {
  if (!stored) return [];
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(stored));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const tick = pendingTickSchema.safeParse(item);
      return tick.success ? [tick.data] : [];
    });
  } catch {
    return [];
  }
}

export function pendingTickFromForm(form: FormData, at: number): PendingTick | undefined {
  const tick = pendingTickSchema.safeParse({
    semaine: form.get("semaine"),
    article: form.get("article"),
    coche: form.get("coche") === "1",
    at,
  });
  return form.get("intent") === "tick" && tick.success ? tick.data : undefined;
}
