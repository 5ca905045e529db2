import { describe, expect, it } from "vitest";
import { pendingTickFromForm, readPendingTicks, tickedWithPending, withPendingTick } from "./pending-ticks";

const tick = (article: string, coche: boolean, at = 1) => ({ semaine: "2026-11-23", article, coche, at });

describe("ticks kept offline", () => {
  it("keep one change per item: the last one wins", () => {
    const pending = withPendingTick(withPendingTick([], tick("farine", true, 1)), tick("farine", false, 2));
    expect(pending).toEqual([tick("farine", false, 2)]);
  });

  it("are laid over the server's ticks of the same week only", () => {
    const pending = [
      tick("farine", true),
      tick("beurre", false),
      { ...tick("sel", true), semaine: "2026-11-30" },
    ];
    expect([...tickedWithPending(["beurre", "lait"], pending, "2026-11-23")].sort()).toEqual([
      "farine",
      "lait",
    ]);
  });

  it("come back from storage only when well formed", () => {
    expect(readPendingTicks(JSON.stringify([tick("farine", true), { article: 3 }]))).toEqual([
      tick("farine", true),
    ]);
    expect(readPendingTicks("pas du JSON")).toEqual([]);
    expect(readPendingTicks(null)).toEqual([]);
  });

  it("are read from the tick form the list posts", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "tick",
      semaine: "2026-11-23",
      article: "farine",
      coche: "1",
    }))
      form.set(name, value);
    expect(pendingTickFromForm(form, 5)).toEqual(tick("farine", true, 5));
    form.set("intent", "remove");
    expect(pendingTickFromForm(form, 5)).toBeUndefined();
  });
});
