import { describe, expect, it } from "vitest";
import { offlineShelf } from "./pages";

describe("offlineShelf", () => {
  it("keeps the catalogue and its recipes for everyone", () => {
    expect(offlineShelf("/")).toBe("public");
    expect(offlineShelf("/_root.data")).toBe("public");
    expect(offlineShelf("/recette/quiche-lorraine")).toBe("public");
    expect(offlineShelf("/recette/quiche-lorraine.data")).toBe("public");
    expect(offlineShelf("/nos-recettes")).toBe("public");
  });

  it("keeps one person's recipes and menu on a shelf that logout clears", () => {
    expect(offlineShelf("/mes-recettes")).toBe("personal");
    expect(offlineShelf("/mes-recettes/3f2a")).toBe("personal");
    expect(offlineShelf("/menu-perso.data")).toBe("personal");
  });

  it("never keeps the account, the export, sign-in or the generators", () => {
    for (const path of [
      "/mon-compte",
      "/mon-compte/export",
      "/mes-recettes/export",
      "/mes-recettes/3f2a/export",
      "/mes-recettes/nouvelle",
      "/mes-recettes/importer",
      "/login",
      "/signup",
      "/inventaire-gourmand",
      "/api/recettes",
    ])
      expect(offlineShelf(path), path).toBeUndefined();
  });
});
