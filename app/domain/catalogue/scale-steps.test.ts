import { describe, expect, it } from "vitest";
import type { IngredientLine } from "../recipe/model";
import { scaleIngredient } from "./scale";
import { scaleSteps } from "./scale-steps";

const line = (nom: string, quantite: number, unite: string): IngredientLine => ({ nom, quantite, unite });

/** One step, scaled from `servings` to `wanted` with its list. */
function scaledStep(description: string, lines: readonly IngredientLine[], servings: number, wanted: number) {
  const factor = wanted / servings;
  const scaled = lines.map((item) => scaleIngredient(item, factor));
  return scaleSteps([{ description }], lines, scaled, factor)[0]!.description;
}

const sugar = [line("sucre", 180, "g"), line("beurre", 180, "g"), line("œufs", 3, "pièce")];

describe("scaleSteps: amounts in the steps follow the list", () => {
  it.each([
    // Units of weight and volume, and the list's rounding (decision 0051).
    ["Ajoutez 150 g de sucre.", [line("sucre", 150, "g")], 4, 2, "Ajoutez 75 g de sucre."],
    ["Ajoutez 1 kg de farine.", [line("farine", 1, "kg")], 4, 6, "Ajoutez 1,5 kg de farine."],
    ["Versez 20 cl de crème.", [line("crème liquide", 20, "cl")], 4, 2, "Versez 10 cl de crème."],
    ["Versez 2 l d'eau.", [], 6, 1, "Versez 33 cl d'eau."],
    ["Versez 100 ml de lait.", [line("lait", 100, "ml")], 4, 8, "Versez 20 cl de lait."],
    ["Faites fondre 30 g de beurre.", [line("beurre", 30, "g")], 4, 8, "Faites fondre 60 g de beurre."],
    ["Faites fondre 30 g de beurre.", [line("beurre", 30, "g")], 6, 1, "Faites fondre 1 noisette de beurre."],
    // Spoons, written short or in full, in halves.
    [
      "Ajoutez 3 c. à soupe d'huile d'olive.",
      [line("huile d'olive", 3, "c. à soupe")],
      6,
      8,
      "Ajoutez 4 c. à soupe d'huile d'olive.",
    ],
    ["Ajoutez 1 c. à café de cumin.", [line("cumin", 1, "c. à café")], 4, 8, "Ajoutez 2 c. à café de cumin."],
    [
      "Chauffez deux cuillerées d'huile.",
      [line("huile", 2, "c. à soupe")],
      4,
      8,
      "Chauffez quatre cuillerées d'huile.",
    ],
    [
      "Chauffez deux cuillerées d'huile.",
      [line("huile", 2, "c. à soupe")],
      4,
      1,
      "Chauffez 1\u00a0½ c. à café d'huile.",
    ],
    [
      "Ajoutez deux cuillerées d'huile.",
      [line("huile", 2, "c. à soupe")],
      6,
      4,
      "Ajoutez 4 c. à café d'huile.",
    ],
    // Eggs, in figures and in words, their yolks and whites following the eggs of the list.
    ["Battez 2 œufs.", [line("œufs", 2, "pièce")], 4, 8, "Battez 4 œufs."],
    ["Battez deux œufs.", [line("œufs", 2, "pièce")], 4, 2, "Battez un œuf."],
    ["Battez les trois œufs restants.", [line("œufs", 4, "pièce")], 8, 2, "Battez l'œuf restant."],
    ["Incorporez les 4 jaunes.", [line("œufs", 4, "pièce")], 4, 8, "Incorporez les 8 jaunes."],
    ["Incorporez les 4 jaunes.", [line("œufs", 4, "pièce")], 4, 1, "Incorporez le jaune."],
    // Counted units of a line; fractions and ranges.
    ["Écrasez 2 gousses d'ail.", [line("ail", 6, "gousse")], 4, 8, "Écrasez 4 gousses d'ail."],
    ["Écrasez 2 gousses d'ail.", [line("ail", 6, "gousse")], 4, 1, "Écrasez 1 gousse d'ail."],
    [
      "Glissez 2 gousses d'ail écrasées.",
      [line("ail", 6, "gousse")],
      4,
      1,
      "Glissez 1 gousse d'ail écrasée.",
    ],
    [
      "Pilez les deux dernières gousses d'ail.",
      [line("ail", 6, "gousse")],
      6,
      12,
      "Pilez les quatre dernières gousses d'ail.",
    ],
    ["Battez les trois autres œufs restants.", [line("œufs", 4, "pièce")], 8, 2, "Battez l'œuf restant."],
    // A batch at a time scales; an amount for each plate does not (below).
    [
      "Ajoutez chaque fois 1 c. à soupe d'huile.",
      [line("huile", 8, "c. à soupe")],
      6,
      8,
      "Ajoutez chaque fois 4 c. à café d'huile.",
    ],
    ["Ajoutez ½ c. à café de sel.", [], 2, 4, "Ajoutez 1 c. à café de sel."],
    ["Ajoutez 1 ½ c. à soupe de farine.", [], 2, 4, "Ajoutez 3 c. à soupe de farine."],
    ["Versez 2 à 3 c. à soupe d'eau.", [], 2, 4, "Versez 4 à 6 c. à soupe d'eau."],
  ] as const)("« %s » (%j) from %d to %d → « %s »", (step, lines, servings, wanted, expected) => {
    expect(scaledStep(step, lines, servings, wanted)).toBe(expected);
  });

  it.each([
    // Times, heats and sizes stay as written.
    "Laissez cuire 30 min à 180 °C.",
    "Coupez en dés de 2 cm et laissez reposer 1 h.",
    "Coupez la pâte en 4.",
    // « un »/« une » is an article as often as a number; a pinch stays a pinch.
    "Ajoutez une pincée de sel et un œuf.",
    // Amounts for each plate.
    "Posez deux œufs sur chaque croûton.",
    "Versez 1 c. à soupe de crème dans chaque bol.",
    // A bare count of anything but eggs is what a pan holds or a dish is cut into.
    "Faites cuire quatre escalopes à la fois.",
  ])("« %s » stays as written", (step) => {
    expect(scaledStep(step, [...sugar, line("escalopes", 4, "pièce")], 4, 8)).toBe(step);
  });

  it("shares a line split across steps in proportion, the parts adding up to the scaled line", () => {
    const steps = [
      { description: "Sablez la farine, 30 g de sucre et 100 g de beurre." },
      { description: "Faites fondre les 150 g de sucre restants, puis les 80 g de beurre restants." },
    ];
    for (const [wanted, sugarParts, butterParts] of [
      [4, [15, 75], [50, 40]],
      [1, [4, 21], [15, 10]],
      [12, [45, 225], [150, 120]],
    ] as const) {
      const factor = wanted / 8;
      const scaled = sugar.map((item) => scaleIngredient(item, factor));
      const [first, second] = scaleSteps(steps, sugar, scaled, factor);
      expect(first!.description).toBe(
        `Sablez la farine, ${sugarParts[0]} g de sucre et ${butterParts[0]} g de beurre.`,
      );
      expect(second!.description).toBe(
        `Faites fondre les ${sugarParts[1]} g de sucre restants, puis les ${butterParts[1]} g de beurre restants.`,
      );
      expect(sugarParts[0] + sugarParts[1]).toBe(scaled[0]!.quantite);
      expect(butterParts[0] + butterParts[1]).toBe(scaled[1]!.quantite);
    }
  });

  it("says « le jaune réservé » in a later step once « deux jaunes » reserved became one (N9)", () => {
    const eggs = [line("œufs", 6, "pièce")];
    const steps = [
      { description: "Réservez deux jaunes. Écrasez les autres à la fourchette." },
      { description: "Garnissez les blancs et émiettez les jaunes réservés à travers la passoire." },
    ];
    const factor = 2 / 4;
    const [first, second] = scaleSteps(
      steps,
      eggs,
      eggs.map((item) => scaleIngredient(item, factor)),
      factor,
    );
    expect(first!.description).toBe("Réservez un jaune. Écrasez les autres à la fourchette.");
    expect(second!.description).toBe(
      "Garnissez les blancs et émiettez le jaune réservé à travers la passoire.",
    );
  });
});
