import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { isQueryOnlyChange } from "./revalidation";

const change = (from: string, to: string, formMethod?: "POST" | "GET") =>
  ({
    currentUrl: new URL(from, "http://toque.test"),
    nextUrl: new URL(to, "http://toque.test"),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("une navigation qui ne réécrit que la requête de la page", () => {
  it("ne demande rien au serveur", () => {
    expect(isQueryOnlyChange(change("/inventaire-gourmand", "/inventaire-gourmand?ingredients=riz"))).toBe(
      true,
    );
  });

  it("un envoi de formulaire, une autre page ou la même adresse rechargent les données", () => {
    expect(isQueryOnlyChange(change("/chef-nutrition", "/chef-nutrition?goal=muscle", "POST"))).toBe(false);
    expect(isQueryOnlyChange(change("/nos-recettes", "/nos-recettes?q=tarte", "GET"))).toBe(false);
    expect(isQueryOnlyChange(change("/inventaire-gourmand", "/login?redirectTo=%2F"))).toBe(false);
    expect(isQueryOnlyChange(change("/chef-nutrition?goal=muscle", "/chef-nutrition?goal=muscle"))).toBe(
      false,
    );
  });
});
