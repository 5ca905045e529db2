import { describe, expect, it } from "vitest";
import { durationLabel } from "../text/duration";
import { stepTemperature, stepTimers } from "./step-facts";

const minutes = (description: string, temps?: string) =>
  stepTimers({ description, temps }).map((timer) => timer.minutes);

describe("stepTimers", () => {
  it("offers the step's written duration first", () => {
    expect(stepTimers({ description: "Laissez mijoter.", temps: "1 h 30" })).toEqual([
      { minutes: 90, label: "1\u00a0h\u00a030" },
    ]);
  });

  it("reads durations in the text, in minutes and hours", () => {
    expect(minutes("Faites cuire 12 min à couvert.")).toEqual([12]);
    expect(minutes("Laissez reposer 2 heures au frais.")).toEqual([120]);
    expect(minutes("Enfournez pour 1 h 15.")).toEqual([75]);
    expect(minutes("Laissez fondre 10 min à couvert, puis 25 minutes à découvert.")).toEqual([10, 25]);
  });

  it("keeps the lower bound of a range: the cook checks then", () => {
    expect(minutes("Faites cuire 15 à 20 minutes.")).toEqual([15]);
    expect(minutes("Comptez 2 à 3 h de cuisson.")).toEqual([120]);
  });

  it("does not take quantities, temperatures or words starting with h for durations", () => {
    expect(minutes("Ajoutez 5 huîtres, 200 g de farine et 3 œufs ; four à 180 °C.")).toEqual([]);
  });

  it("does not repeat the written duration when the text says it again", () => {
    expect(minutes("Faites cuire 10 min.", "10 min")).toEqual([10]);
  });
});

describe("durationLabel", () => {
  it("writes minutes and hours the French way", () => {
    // No-break spaces: a figure never parts from its unit at the end of a line.
    expect(durationLabel(5)).toBe("5\u00a0min");
    expect(durationLabel(60)).toBe("1\u00a0h");
    expect(durationLabel(65)).toBe("1\u00a0h\u00a005");
  });
});

describe("stepTemperature", () => {
  it("keeps the written temperature", () => {
    expect(stepTemperature({ description: "", temperature: "feu doux" })).toBe("feu doux");
    expect(stepTemperature({ description: "", temperature: 180 })).toBe("180\u00a0°C");
  });

  it("finds degrees and the thermostat in the text", () => {
    expect(stepTemperature({ description: "Préchauffez le four à 200°C." })).toBe("200\u00a0°C");
    expect(stepTemperature({ description: "Enfournez à thermostat 6." })).toBe("180\u00a0°C");
    expect(stepTemperature({ description: "Mélangez bien." })).toBeUndefined();
  });
});
