import { describe, expect, it } from "vitest";
import { AT_HOME, CUPBOARD } from "./set-apart";
import type { ShoppingAisle } from "./shopping-list";
import { itemsLeftSentence, itemsLeftToBuy, mealsOfDay } from "./today";

const item = (key: string) => ({ key, name: key, quantity: "1", text: `1 ${key}` });

describe("the day's meals", () => {
  it("keeps only the day asked for, breakfast, then lunch, then dinner", () => {
    const entries = [
      { id: "a", day: "2026-03-04", type: "dinner" as const },
      { id: "b", day: "2026-03-05", type: "breakfast" as const },
      { id: "c", day: "2026-03-04", type: "breakfast" as const },
      { id: "d", day: "2026-03-04", type: "lunch" as const },
    ];
    expect(mealsOfDay(entries, "2026-03-04").map((entry) => entry.id)).toEqual(["c", "d", "a"]);
    expect(mealsOfDay(entries, "2026-03-06")).toEqual([]);
  });
});

describe("what is left to buy", () => {
  const list: ShoppingAisle[] = [
    { aisle: "Fruits et légumes", items: [item("carotte"), item("oignon")] },
    { aisle: CUPBOARD, items: [item("sel")] },
    { aisle: AT_HOME, items: [item("oeuf")] },
  ];

  it("counts the items neither ticked, nor at home, nor in the cupboard", () => {
    expect(itemsLeftToBuy(list, new Set())).toBe(2);
    expect(itemsLeftToBuy(list, new Set(["oignon", "sel"]))).toBe(1);
    expect(itemsLeftToBuy(list, new Set(["oignon", "carotte"]))).toBe(0);
  });

  it("says it in French, in the singular for one", () => {
    expect(itemsLeftSentence(0)).toBe("Tout est acheté pour la semaine");
    expect(itemsLeftSentence(1)).toBe("1 article à acheter");
    expect(itemsLeftSentence(12)).toBe("12 articles à acheter");
  });
});
