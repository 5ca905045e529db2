import { describe, expect, it } from "vitest";
import { headerTimeProblems, recipeTimes, stepKindOf, stepMinutes, timesOfWritten } from "./times";

/** « 1 h 30 » as the screen writes it, a figure tied to its unit. */
const nbsp = (text: string) => text.replace(/(?<=\d) (?=h\b|min\b)|(?<=\bh) (?=\d)/g, "\u00a0");

describe("a step's kind", () => {
  it.each([
    [{ description: "Laissez refroidir puis réfrigérez.", temps: "3 h" }, "rest"],
    [{ description: "Couvrez et laissez mijoter à couvert.", temps: "2 h" }, "cooking"],
    [{ description: "Faites chauffer le lait.", temps: "5 min", temperature: "feu moyen" }, "cooking"],
    [{ description: "Enfournez et laissez prendre.", temps: "40 min", temperature: "150 °C" }, "cooking"],
    [
      {
        description: "Sortez le poulet du réfrigérateur 30 min à l'avance. Préchauffez le four à 200 °C.",
        temps: "30 min",
        temperature: "200 °C",
      },
      "rest",
    ],
    [{ description: "Retirez le papier et poursuivez la cuisson.", temps: "30 min" }, "cooking"],
    [{ description: "Épluchez et taillez les légumes en brunoise.", temps: "15 min" }, "preparation"],
  ] as const)("%o is %s", (step, kind) => {
    expect(stepKindOf(step)).toBe(kind);
  });
});

describe("a recipe's times, from its steps", () => {
  it("counts a step written « pendant ce temps » beside the one before it", () => {
    const steps = [
      { description: "Faites cuire le riz.", temps: "12 min", temperature: "feu doux" },
      {
        description: "Pendant ce temps, faites revenir les oignons.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      { description: "Laissez reposer la pâte au frais.", temps: "1 h" },
    ];
    expect(stepMinutes(steps)).toEqual({ preparation: 0, cooking: 12, rest: 60, restKinds: ["frais"] });
  });

  it("reads a person's plain steps and a stated rest", () => {
    const steps = [{ description: "Laissez mariner la viande une nuit, 12 h au réfrigérateur." }];
    expect(recipeTimes({ prepMinutes: 15, cookMinutes: 30, steps }).restKind).toBe("marinade");
    expect(recipeTimes({ prepMinutes: 15, cookMinutes: 30, steps, restMinutes: 60 }).total).toBe(105);
    expect(timesOfWritten("15 min", "1 h", steps)?.total).toBe(15 + 60 + 720);
    expect(timesOfWritten("bientôt", "1 h", steps)).toBeUndefined();
  });
});

describe("the header's agreement with the steps", () => {
  const steps = [
    { description: "Faites revenir les oignons.", temps: "10 min", temperature: "feu moyen" },
    { description: "Laissez mijoter.", temps: "1 h 30", temperature: "feu doux" },
  ];

  it("holds within 10 min or 15 % of the steps' cooking", () => {
    expect(headerTimeProblems({ prepMinutes: 20, cookMinutes: 90, steps })).toEqual([]);
    expect(headerTimeProblems({ prepMinutes: 20, cookMinutes: 115, steps })).toEqual([]);
    expect(headerTimeProblems({ prepMinutes: 20, cookMinutes: 60, steps })).toEqual([
      `cuisson ${nbsp("1 h")} en tête, ${nbsp("1 h 40")} dans les étapes`,
    ]);
  });

  it("asks a wait written in a step's words for its « temps »", () => {
    const waiting = [{ description: "Laissez reposer la pâte 1 h au frais." }];
    expect(headerTimeProblems({ prepMinutes: 20, cookMinutes: 0, steps: waiting })).toEqual([
      `étape 1\u00a0: ${nbsp("1 h")} d'attente sans durée («\u00a0temps\u00a0»)`,
    ]);
  });
});
