import { describe, expect, it } from "vitest";
import { householdFormSchema, mealTimeMessages } from "./household-forms";

const times = (petitDejeuner: string, dejeuner: string, diner: string) =>
  householdFormSchema.safeParse({ intent: "heures", petitDejeuner, dejeuner, diner });

describe("« Heures des repas »", () => {
  it("keeps times as « HH:MM », whether the browser sends the seconds or a one-digit hour", () => {
    const parsed = times("7:05", "12:30:00", " 19:45 ");
    expect(parsed.success && parsed.data).toEqual({
      intent: "heures",
      petitDejeuner: "07:05",
      dejeuner: "12:30",
      diner: "19:45",
    });
  });

  it("refuses what is not a time of day, naming the meal and its field", () => {
    for (const [value, field, message] of [
      ["24:00", "petitDejeuner", mealTimeMessages.breakfast],
      ["midi", "dejeuner", mealTimeMessages.lunch],
      ["", "diner", mealTimeMessages.dinner],
    ] as const) {
      const parsed = times(
        field === "petitDejeuner" ? value : "08:00",
        field === "dejeuner" ? value : "12:30",
        field === "diner" ? value : "19:30",
      );
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
    }
    expect(times("12:30:15", "12:30", "19:30").success).toBe(false);
  });
});
