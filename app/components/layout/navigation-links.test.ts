import { describe, expect, it } from "vitest";
import { hrefFor, navigationLinksFor, toolLinks } from "./navigation-links";

describe("navigation links", () => {
  it("show a visitor the specification's links, in order", () => {
    expect(navigationLinksFor(false).map((link) => link.label)).toEqual([
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
    ]);
  });

  it("show a member their own pages instead of the sales sections, and every tool", () => {
    const labels = navigationLinksFor(true).map((link) => link.label);
    expect(labels).toEqual(["Nos Recettes", "Mes Recettes", "Mon garde-manger", "Mon compte"]);
    expect(navigationLinksFor(true).some((link) => link.anchor)).toBe(false);
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
