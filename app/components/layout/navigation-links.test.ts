import { describe, expect, it } from "vitest";
import { hrefFor, navigationLinks } from "./navigation-links";

describe("navigation links", () => {
  it("are those of the specification, in order", () => {
    expect(navigationLinks.map((link) => link.label)).toEqual([
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
      "Mes Recettes",
    ]);
    expect(navigationLinks.filter((link) => link.loggedInOnly).map((link) => link.label)).toEqual([
      "Mes Recettes",
    ]);
  });

  it("jump within the landing page and come back to it from elsewhere", () => {
    const pricing = { to: "/", anchor: "pricing" };
    expect(hrefFor(pricing, "/")).toBe("#pricing");
    expect(hrefFor(pricing, "/nos-recettes")).toBe("/#pricing");
    expect(hrefFor({ to: "/nos-recettes" }, "/")).toBe("/nos-recettes");
  });
});
