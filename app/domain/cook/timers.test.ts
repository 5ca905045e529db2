import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMinute,
  cancelTimer,
  clockText,
  expireTimers,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startTimer,
  timerStatus,
} from "./timers";

const MINUTE = 60_000;
const T0 = 1_800_000_000_000;
const start = (minutes: number, id = "a") => startTimer([], { id, label: "Étape 2", step: 1, minutes }, T0);

describe("cook mode timers", () => {
  it("run from their end time: the remaining time is read from the clock", () => {
    const timers = start(15);
    expect(timerStatus(timers[0]!)).toBe("running");
    expect(remainingMs(timers[0]!, T0 + 5 * MINUTE)).toBe(10 * MINUTE);
    expect(remainingMs(timers[0]!, T0 + 20 * MINUTE)).toBe(0);
  });

  it("pause, keep their remaining time, and resume from it", () => {
    let timers = pauseTimer(start(15), "a", T0 + 5 * MINUTE);
    expect(timerStatus(timers[0]!)).toBe("paused");
    // However long the pause, nothing is lost.
    expect(remainingMs(timers[0]!, T0 + 60 * MINUTE)).toBe(10 * MINUTE);
    timers = resumeTimer(timers, "a", T0 + 60 * MINUTE);
    expect(remainingMs(timers[0]!, T0 + 61 * MINUTE)).toBe(9 * MINUTE);
  });

  it("add a minute whether running, paused or finished", () => {
    expect(remainingMs(addMinute(start(1), "a", T0)[0]!, T0)).toBe(2 * MINUTE);
    const paused = pauseTimer(start(1), "a", T0);
    expect(remainingMs(addMinute(paused, "a", T0)[0]!, T0)).toBe(2 * MINUTE);
    const { timers: finished } = expireTimers(start(1), T0 + 2 * MINUTE);
    const again = addMinute(finished, "a", T0 + 3 * MINUTE);
    expect(timerStatus(again[0]!)).toBe("running");
    expect(remainingMs(again[0]!, T0 + 3 * MINUTE)).toBe(MINUTE);
  });

  it("finish once, at their end, and say which ones finished", () => {
    const timers = [
      ...start(5, "a"),
      ...startTimer([], { id: "b", label: "Étape 4", step: 3, minutes: 10 }, T0),
    ];
    const early = expireTimers(timers, T0 + 4 * MINUTE);
    expect(early.finished).toEqual([]);
    expect(early.timers).toBe(timers);
    const first = expireTimers(timers, T0 + 6 * MINUTE);
    expect(first.finished.map(({ id }) => id)).toEqual(["a"]);
    expect(expireTimers(first.timers, T0 + 7 * MINUTE).finished).toEqual([]);
  });

  it("run side by side and are cancelled one by one", () => {
    const timers = startTimer(start(5, "a"), { id: "b", label: "Étape 3", step: 2, minutes: 8 }, T0);
    expect(cancelTimer(timers, "a").map(({ id }) => id)).toEqual(["b"]);
  });

  it("never lose time across any sequence of pauses and resumes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 * MINUTE }), { maxLength: 12 }), (gaps) => {
        let timers = start(30);
        let now = T0;
        let running = true;
        let elapsedRunning = 0;
        for (const gap of gaps) {
          if (running) elapsedRunning += gap;
          now += gap;
          timers = running ? pauseTimer(timers, "a", now) : resumeTimer(timers, "a", now);
          running = !running;
        }
        const expected = Math.max(0, 30 * MINUTE - elapsedRunning);
        expect(remainingMs(timers[0]!, now)).toBe(expected);
      }),
    );
  });
});

describe("clockText", () => {
  it("shows minutes and seconds, and hours when there are some, rounded up", () => {
    expect(clockText(15 * MINUTE)).toBe("15:00");
    expect(clockText(61_500)).toBe("1:02");
    expect(clockText(0)).toBe("0:00");
    expect(clockText(90 * MINUTE)).toBe("1:30:00");
  });
});
