import { describe, expect, it } from "vitest";
import { frenchMistakes } from "../base/french-check";
import { CUISINES, REGIONS } from "../recipe/labels";
import { REQUIRED_REGIONS, originLabel } from "./origin";

describe("originLabel", () => {
  it("writes the region or the cuisine as a French reader expects", () => {
    expect(originLabel({ region: "Alsace" })).toBe("Cuisine d'Alsace");
    expect(originLabel({ region: "Sud-Ouest" })).toBe("Cuisine du Sud-Ouest");
    expect(originLabel({ region: "Antilles/Réunion" })).toBe("Cuisine des Antilles et de la Réunion");
    expect(originLabel({ cuisine: "libanaise" })).toBe("Cuisine libanaise");
    expect(originLabel({})).toBeUndefined();
  });

  it("has a correct label for every region and cuisine", () => {
    for (const region of REGIONS) expect(frenchMistakes(originLabel({ region })!), region).toEqual([]);
    for (const cuisine of CUISINES) expect(originLabel({ cuisine })).toMatch(/^Cuisine \p{Ll}+$/u);
  });

  it("requires the twelve regions of issue 20", () => {
    expect(REQUIRED_REGIONS).toHaveLength(12);
    expect(REQUIRED_REGIONS).toContain("Antilles/Réunion");
    expect(REQUIRED_REGIONS).not.toContain("Paris");
  });
});
