import { describe, expect, it } from "vitest";
import { accountLinks, hrefFor, navigationLinksFor, toolLinks } from "./navigation-links";

describe("navigation links", () => {
  it("show a visitor the specification's links, in order", () => {
    expect(navigationLinksFor(false).map((link) => link.label)).toEqual([
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
    ]);
  });

  it("show a member the specification's links with Mes Recettes added, their own pages and every tool", () => {
    const labels = navigationLinksFor(true).map((link) => link.label);
    expect(labels).toEqual(["Fonctionnalités", "Nos Recettes", "Tarifs", "Témoignages", "Mes Recettes"]);
    expect(accountLinks.map((link) => [link.label, link.to])).toEqual([
      ["Mon garde-manger", "/garde-manger"],
      ["Mon compte", "/mon-compte"],
    ]);
    expect(toolLinks.map((link) => [link.label, link.to])).toEqual([
      ["Inventaire Gourmand", "/inventaire-gourmand"],
      ["Le Chef C'est Vous", "/chef-vous"],
      ["Chef Nutrition", "/chef-nutrition"],
      ["Menu Perso", "/menu-perso"],
      ["Chef & Sommelier", "/chef-sommelier"],
      ["Créateur de Cocktails", "/cocktails"],
    ]);
  });

  it("jump within the landing page and come back to it from elsewhere", () => {
    const pricing = { to: "/", anchor: "pricing" };
    expect(hrefFor(pricing, "/")).toBe("#pricing");
    expect(hrefFor(pricing, "/nos-recettes")).toBe("/#pricing");
    expect(hrefFor({ to: "/nos-recettes" }, "/")).toBe("/nos-recettes");
  });
});
