/**
 * Cook mode's timers, as plain data and pure transitions. A running timer holds the moment it
 * ends, never a count of ticks, so a reload, a locked screen or a throttled background tab loses
 * nothing: the remaining time is always read again from the clock.
 */

const MINUTE = 60_000;

export interface CookTimer {
  id: string;
  /** « Étape 3 » and the step's own words, for the alert at the end. */
  label: string;
  /** Index of the step that started it. */
  step: number;
  /** Set while running. */
  endsAt?: number;
  /** Set while paused. */
  remainingMs?: number;
  /** Set once it has rung, until the cook dismisses it. */
  finishedAt?: number;
}

export type TimerStatus = "running" | "paused" | "finished";

export function timerStatus(timer: CookTimer): TimerStatus {
  if (timer.finishedAt !== undefined) return "finished";
  return timer.endsAt === undefined ? "paused" : "running";
}

export function remainingMs(timer: CookTimer, now: number): number {
  if (timer.finishedAt !== undefined) return 0;
  if (timer.endsAt !== undefined) return Math.max(0, timer.endsAt - now);
  return timer.remainingMs ?? 0;
}

/** « 14:05 », « 1:02:30 »: what the timer shows, rounded up so « 0:00 » means finished. */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

export function startTimer(
  timers: readonly CookTimer[],
  timer: { id: string; label: string; step: number; minutes: number },
  now: number,
): CookTimer[] {
  const { id, label, step, minutes } = timer;
  return [...timers, { id, label, step, endsAt: now + minutes * MINUTE }];
}

function update(timers: readonly CookTimer[], id: string, change: (timer: CookTimer) => CookTimer) {
  return timers.map((timer) => (timer.id === id ? change(timer) : timer));
}

export function pauseTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return update(timers, id, (timer) =>
    timerStatus(timer) === "running" ? { ...base(timer), remainingMs: remainingMs(timer, now) } : timer,
  );
}

export function resumeTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return update(timers, id, (timer) =>
    timerStatus(timer) === "paused" ? { ...base(timer), endsAt: now + (timer.remainingMs ?? 0) } : timer,
  );
}

/** One more minute; on a finished timer, a new minute from now (« encore une minute »). */
export function addMinute(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return update(timers, id, (timer) => {
    switch (timerStatus(timer)) {
      case "running":
        return { ...base(timer), endsAt: (timer.endsAt ?? now) + MINUTE };
      case "paused":
        return { ...base(timer), remainingMs: (timer.remainingMs ?? 0) + MINUTE };
      case "finished":
        return { ...base(timer), endsAt: now + MINUTE };
    }
  });
}

export function cancelTimer(timers: readonly CookTimer[], id: string): CookTimer[] {
  return timers.filter((timer) => timer.id !== id);
}

/**
 * Running timers whose end has passed become finished. Returns the same array when nothing
 * changed, so a once-a-second check does not re-render the page for nothing.
 */
export function expireTimers(
  timers: readonly CookTimer[],
  now: number,
): { timers: readonly CookTimer[]; finished: CookTimer[] } {
  const finished = timers.filter(
    (timer) => timerStatus(timer) === "running" && (timer.endsAt ?? Infinity) <= now,
  );
  if (finished.length === 0) return { timers, finished };
  const ids = new Set(finished.map(({ id }) => id));
  return {
    timers: timers.map((timer) =>
      ids.has(timer.id) ? { ...base(timer), finishedAt: timer.endsAt ?? now } : timer,
    ),
    finished,
  };
}

function base({ id, label, step }: CookTimer): CookTimer {
  return { id, label, step };
}
