import { describe, expect, it } from "vitest";
import { accountLinks, hrefFor, navigationLinksFor, pantryLinks, toolLinks } from "./navigation-links";

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

  it("show a visitor the pantry's two pages beside the specification's links", () => {
    expect(pantryLinks.map((link) => [link.label, link.to])).toEqual([
      ["Mon garde-manger", "/garde-manger"],
      ["Avec ce que j'ai", "/avec-ce-que-j-ai"],
    ]);
  });

  it("jump within the landing page and come back to it from elsewhere", () => {
    const pricing = { to: "/", anchor: "pricing" };
    const newcomer = { onLanding: false, homeIsToday: false };
    expect(hrefFor(pricing, { ...newcomer, onLanding: true })).toBe("#pricing");
    expect(hrefFor(pricing, newcomer)).toBe("/#pricing");
    expect(hrefFor({ to: "/nos-recettes" }, { ...newcomer, onLanding: true })).toBe("/nos-recettes");
  });

  it("lead a member, whose home is « Aujourd'hui », to the landing page's sections", () => {
    const features = { to: "/", anchor: "features" };
    expect(hrefFor(features, { onLanding: false, homeIsToday: true })).toBe("/?vue=presentation#features");
    expect(hrefFor(features, { onLanding: true, homeIsToday: true })).toBe("#features");
  });
});
