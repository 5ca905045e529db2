import { z } from "../zod";

/**
 * Where the cook is in a recipe, kept in the browser so that reopening the recipe offers to
 * resume at that step with its timers. Read back through a schema: whatever the storage holds
 * (an older version, a hand edit), a bad value is dropped rather than trusted.
 */
const timerSchema = z.object({
  id: z.string().min(1).max(80),
  label: z.string().max(300),
  step: z.number().int().min(0).max(100),
  endsAt: z.number().finite().optional(),
  remainingMs: z.number().finite().min(0).optional(),
  finishedAt: z.number().finite().optional(),
});

export const cookSessionSchema = z.object({
  step: z.number().int().min(0).max(100),
  ticked: z.array(z.number().int().min(0).max(200)).max(200),
  timers: z.array(timerSchema).max(20),
  savedAt: z.number().finite(),
});

export type CookSession = z.infer<typeof cookSessionSchema>;

/** A session older than this is yesterday's dinner: the recipe opens at its first step. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function readCookSession(
  stored: string | null,
  stepCount: number,
  now: number,
): CookSession | undefined {
  if (!stored) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const parsed = cookSessionSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  if (now - session.savedAt > SESSION_LIFETIME_MS || session.step >= stepCount) return undefined;
  return session;
}

export function cookSessionKey(recipeKey: string): string {
  return `toque:mode-cuisine:${recipeKey}`;
}
