import { describe, expect, it } from "vitest";
import { retryAfterText } from "./auth-errors";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/mes-recettes", "/mes-recettes"],
    ["/recette/3?portions=4#etapes", "/recette/3?portions=4#etapes"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/login?redirectTo=/login", "/"],
    ["/signup?redirectTo=/menu-perso", "/"],
    ["/a\nb", "/"],
    [undefined, "/"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});

describe("retryAfterText", () => {
  it.each([
    [5, "Réessayez dans une minute."],
    [61, "Réessayez dans 2 minutes."],
    [600, "Réessayez dans 10 minutes."],
    [3600, "Réessayez dans une heure."],
    [3601, "Réessayez dans 2 heures."],
  ])("%d s → %s", (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });
});
