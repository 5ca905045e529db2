import { describe, expect, it } from "vitest";
import { addFormSchema, planFormSchema, planMessages, planOwnFormSchema } from "./plan-forms";

const add = (day: string, semaine = "2026-11-16") => ({
  intent: "add",
  semaine,
  day,
  type: "lunch",
  recette: "Quiche lorraine",
  portions: "2",
});

describe("the dates of the Menu Perso forms", () => {
  it("refuses a 29 February of a common year instead of moving it to 1 March", () => {
    const parsed = planOwnFormSchema.safeParse({
      intent: "plan",
      day: "2023-02-29",
      type: "lunch",
      portions: "2",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(planMessages.day);
    expect(addFormSchema.safeParse(add("2023-02-29")).error?.issues[0]?.message).toBe(planMessages.day);
  });

  it("refuses weeks and days out of 2000 to 2100, with the French message of the field", () => {
    for (const semaine of ["0000-01-01", "0000-01-03", "9999-12-19", "2101-01-03", "abc"]) {
      for (const intent of ["generate", "bought"]) {
        const parsed = planFormSchema.safeParse({ intent, semaine, portions: "2" });
        expect(parsed.error?.issues[0]?.message, `${intent} ${semaine}`).toBe(planMessages.week);
      }
    }
    expect(addFormSchema.safeParse(add("0000-01-01")).error?.issues[0]?.message).toBe(planMessages.day);
    expect(addFormSchema.safeParse(add("2026-11-16", "0000-01-01")).error?.issues[0]?.message).toBe(
      planMessages.week,
    );
  });

  it("keeps an accepted date as written, the page's Monday of 1999 included", () => {
    expect(addFormSchema.parse(add("2000-01-01", "1999-12-27"))).toMatchObject({
      day: "2000-01-01",
      semaine: "1999-12-27",
    });
    expect(
      planOwnFormSchema.parse({ intent: "plan", day: "2100-12-31", type: "dinner", portions: "1" }).day,
    ).toBe("2100-12-31");
  });
});
