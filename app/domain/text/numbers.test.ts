import { describe, expect, it } from "vitest";
import { formatAmount, formatMeasure, formatNumber, frenchDecimals } from "./numbers";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("formatNumber", () => {
  it("writes a decimal comma and groups thousands with a narrow no-break space", () => {
    expect(formatNumber(18.44)).toBe("18,4");
    expect(formatNumber(1250)).toBe(`1${NNBSP}250`);
    expect(formatNumber(1234567.89)).toBe(`1${NNBSP}234${NNBSP}567,9`);
  });

  it("writes no decimals for a whole figure and as many as asked otherwise", () => {
    expect(formatNumber(250)).toBe("250");
    expect(formatNumber(250.0001)).toBe("250");
    expect(formatNumber(0.25, 2)).toBe("0,25");
    expect(formatNumber(1.255, 0)).toBe("1");
  });

  it("never writes « -0 »", () => {
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.01)).toBe("0");
  });
});

describe("formatMeasure", () => {
  it("holds the figure and its unit together", () => {
    expect(formatMeasure(37.6, "g")).toBe(`37,6${NBSP}g`);
    expect(formatMeasure(1250, "kcal")).toBe(`1${NNBSP}250${NBSP}kcal`);
  });
});

describe("frenchDecimals", () => {
  it("rewrites a decimal point between digits only", () => {
    expect(frenchDecimals("37.5")).toBe("37,5");
    expect(frenchDecimals("1.5 c. à soupe")).toBe("1,5 c. à soupe");
    expect(frenchDecimals("Cuire 2 min. Servir.")).toBe("Cuire 2 min. Servir.");
  });
});

describe("formatAmount", () => {
  it("writes a number with up to two decimals and a text with decimal commas", () => {
    expect(formatAmount(1.25)).toBe("1,25");
    expect(formatAmount(1250)).toBe(`1${NNBSP}250`);
    expect(formatAmount("37.5")).toBe("37,5");
    expect(formatAmount("selon le goût")).toBe("selon le goût");
  });
});
