import { describe, expect, it } from "vitest";
import { crossFolderImports, cycles, folderGraph, importGraph } from "./import-graph";

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

  it("n'a aucun cercle entre les dossiers du domaine : ils forment des couches (ARCHITECTURE § 3)", () => {
    const graph = importGraph(["app/domain"]);
    expect(crossFolderImports(graph).length).toBeGreaterThan(50);
    expect(cycles(folderGraph(graph, 3)).map((group) => group.join(" → "))).toEqual([]);
  });

  it("trouve un cercle entre dossiers quand un fichier de l'un importe l'autre, et réciproquement", () => {
    const graph = new Map([
      ["app/domain/base/week.ts", []],
      ["app/domain/produce/label.ts", ["app/domain/base/week.ts"]],
      ["app/domain/produce/season.ts", ["app/domain/produce/label.ts"]],
      ["app/domain/meal-plan/planner.ts", ["app/domain/produce/season.ts"]],
      ["app/domain/meal-plan/week.ts", ["app/domain/base/week.ts"]],
    ]);
    expect(cycles(folderGraph(graph, 3))).toEqual([]);
    graph.set("app/domain/produce/label.ts", ["app/domain/meal-plan/week.ts"]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph, 3))).toEqual([["app/domain/meal-plan", "app/domain/produce"]]);
  });
});
