// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { cookRecipe } from "~/domain/chef/offline-chef";
import { GeneratedRecipeView } from "./generated-recipe-view";

function show(ingredients: string[]) {
  const recipe = cookRecipe({ ingredients, portions: 2, restrictions: [], variation: 0, detailed: false });
  const Stub = createRoutesStub([{ path: "*", Component: () => <GeneratedRecipeView recipe={recipe} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("GeneratedRecipeView, a food the chef set aside", () => {
  it("says why under « Mis de côté », and no step uses it", async () => {
    show(["chocolat noir", "sardines", "banane"]);
    const aside = (await screen.findByRole("heading", { name: "Mis de côté" })).closest("section")!;
    expect(within(aside).getByText(/^Les sardines n'ont pas leur place dans un crumble/)).toBeTruthy();
    const steps = screen.getByRole("heading", { name: "Instructions" }).closest("section")!;
    expect(steps.textContent).not.toMatch(/sardine/i);
    const list = screen.getByRole("heading", { name: "Ingrédients" }).closest("section")!;
    expect(list.textContent).not.toMatch(/sardine/i);
  });

  it("shows no such section when every food fits", async () => {
    show(["poulet", "carottes"]);
    await screen.findByRole("heading", { name: "Instructions" });
    expect(screen.queryByRole("heading", { name: "Mis de côté" })).toBeNull();
  });
});
