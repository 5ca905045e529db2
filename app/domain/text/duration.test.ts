import { describe, expect, it } from "vitest";
import { minutesIn, totalDuration } from "./duration";

describe("durations", () => {
  it.each([
    ["15 min", 15],
    ["20 minutes", 20],
    ["1 h 30", 90],
    ["1h", 60],
    ["1,5 h", 90],
    [25, 25],
    ["45", 45],
    ["quelques instants", undefined],
  ])("%s → %s minutes", (text, minutes) => {
    expect(minutesIn(text)).toBe(minutes);
  });

  it("adds preparation and cooking", () => {
    expect(totalDuration("15 min", "20 min")).toBe("35\u00a0min");
    expect(totalDuration("30 min", "1 h 05")).toBe("1\u00a0h\u00a035");
    expect(totalDuration("30 min", "30 min")).toBe("1\u00a0h");
    expect(totalDuration(undefined, "bientôt")).toBeUndefined();
  });
});
