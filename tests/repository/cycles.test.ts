import { describe, expect, it } from "vitest";
import { cycles, importGraph } from "./import-graph";

describe("le graphe des imports", () => {
  it("n'a aucun cercle entre fichiers, dans l'application comme dans le serveur", () => {
    const graph = importGraph(["app", "server"]);
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph).map((group) => group.join(" → "))).toEqual([]);
  });

  it("trouve un cercle quand il y en a un", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
