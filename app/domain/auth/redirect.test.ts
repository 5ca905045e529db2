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
    ["/a\u0000b", "/"],
    ["/signup?redirectTo=/mes-recettes", "/"],
    ["/./login", "/"],
    ["/recette/../login?x=1", "/"],
    [undefined, "/"],
    ["/recette/€uro", "/recette/%E2%82%ACuro"],
    ["/mes-recettes?nom=Ā", "/mes-recettes?nom=%C4%80"],
    ["/recette/3#étapes", "/recette/3#%C3%A9tapes"],
    ["/recette/%E2%82%AC", "/recette/%E2%82%AC"],
    ["/recette/\ud800", "/recette/%EF%BF%BD"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it("ne rend que des adresses qu'un en-tête Location peut porter", () => {
    for (const target of ["/recette/€uro", "/🍅?q=日本", "/a#Ā", "/recette/\ud800"]) {
      expect(() => new Headers({ Location: safeRedirectPath(target) })).not.toThrow();
    }
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
