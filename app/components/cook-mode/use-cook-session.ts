import { useCallback, useEffect, useState } from "react";
import type { CookRecipe } from "~/domain/cook/cook-recipe";
import { type CookSession, cookSessionKey, readCookSession } from "~/domain/cook/session";
import {
  type CookTimer,
  addMinute,
  cancelTimer,
  expireTimers,
  pauseTimer,
  resumeTimer,
  startTimer,
} from "~/domain/cook/timers";
import { ringAlarm } from "./alarm";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's policy): cook mode works, it just won't resume.
    return undefined;
  }
}

/**
 * Cook mode's state: the step shown, the ingredients ticked and the timers, kept in the browser
 * at every change. Timers come back at once after a reload (the pot is still on the stove); the
 * step is offered, not imposed, since the cook may be starting the dish again.
 */
export function useCookSession(recipe: CookRecipe) {
  const key = cookSessionKey(recipe.key);
  const [saved] = useState(() =>
    readCookSession(storage()?.getItem(key) ?? null, recipe.steps.length, Date.now()),
  );
  const [resumeOffer, setResumeOffer] = useState<CookSession | undefined>(
    saved && (saved.step > 0 || saved.ticked.length > 0) ? saved : undefined,
  );
  const [step, setStep] = useState(0);
  const [ticked, setTicked] = useState<readonly number[]>([]);
  const [timers, setTimers] = useState<readonly CookTimer[]>(saved?.timers ?? []);
  const [now, setNow] = useState(() => Date.now());
  const [alerts, setAlerts] = useState<readonly CookTimer[]>([]);

  useEffect(() => {
    const tick = () => {
      const moment = Date.now();
      setNow(moment);
      setTimers((current) => {
        const { timers: next, finished } = expireTimers(current, moment);
        if (finished.length > 0) {
          setAlerts((shown) => [...shown, ...finished]);
          ringAlarm();
        }
        return next;
      });
    };
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, []);

  useEffect(() => {
    // Until the cook answers the offer to resume, the saved step stays as it was.
    if (resumeOffer) return;
    const session: CookSession = { step, ticked: [...ticked], timers: [...timers], savedAt: Date.now() };
    try {
      storage()?.setItem(key, JSON.stringify(session));
    } catch {
      // A full storage: nothing to do but carry on cooking.
    }
  }, [key, step, ticked, timers, resumeOffer]);

  // The clock shown moves with every change, so a timer just started reads « 15:00 », not a
  // second more because the last tick was a moment ago.
  const changeTimers = (change: (timers: readonly CookTimer[], now: number) => CookTimer[]) => {
    const moment = Date.now();
    setNow(moment);
    setTimers((current) => change(current, moment));
  };

  const stepCount = recipe.steps.length;
  const goTo = useCallback(
    (index: number) => setStep(Math.min(stepCount - 1, Math.max(0, index))),
    [stepCount],
  );

  return {
    step,
    goTo,
    ticked,
    toggleTicked: (index: number) =>
      setTicked((current) =>
        current.includes(index) ? current.filter((item) => item !== index) : [...current, index],
      ),
    resumeOffer,
    resume: () => {
      if (resumeOffer) {
        setStep(resumeOffer.step);
        setTicked(resumeOffer.ticked);
      }
      setResumeOffer(undefined);
    },
    startOver: () => setResumeOffer(undefined),
    now,
    timers,
    alerts,
    dismissAlert: (id: string) => {
      setAlerts((current) => current.filter((timer) => timer.id !== id));
      setTimers((current) => cancelTimer(current, id));
    },
    startTimer: (minutes: number, label: string) =>
      changeTimers((current, moment) =>
        startTimer(current, { id: `${step}-${minutes}-${moment}`, label, step, minutes }, moment),
      ),
    pauseTimer: (id: string) => changeTimers((current, moment) => pauseTimer(current, id, moment)),
    resumeTimer: (id: string) => changeTimers((current, moment) => resumeTimer(current, id, moment)),
    addMinute: (id: string) => {
      setAlerts((current) => current.filter((timer) => timer.id !== id));
      changeTimers((current, moment) => addMinute(current, id, moment));
    },
    cancelTimer: (id: string) => setTimers((current) => cancelTimer(current, id)),
    /** The dish is done: nothing is left to resume. */
    finish: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was kept, so nothing to clear.
      }
    },
  };
}

export type CookSessionControls = ReturnType<typeof useCookSession>;
