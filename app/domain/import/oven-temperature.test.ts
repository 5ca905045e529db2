import { describe, expect, it } from "vitest";
import { withCelsius } from "./oven-temperature";

describe("withCelsius", () => {
  it.each([
    ["Bake at 350°F.", "Bake at 350\u00a0°F (175\u00a0°C)."],
    ["Cuire à 400 ° F", "Cuire à 400\u00a0°F (205\u00a0°C)"],
    ["Heat to 425 degrees F", "Heat to 425\u00a0°F (220\u00a0°C)"],
    ["Cuire à 180 °C.", "Cuire à 180 °C."],
    ["350 °F (175 °C) déjà converti", "350 °F (175 °C) déjà converti"],
  ])("%j → %j", (step, shown) => {
    expect(withCelsius(step)).toBe(shown);
  });
});
