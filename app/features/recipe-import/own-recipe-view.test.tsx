// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnRecipe } from "~/domain/import/own-recipe-schema";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { produceFacts } from "~/domain/produce/facts";
import { OwnRecipeView } from "./own-recipe-view";

// A gratin as a person types it: quantities as text, as the editor keeps them.
const gratin: OwnRecipe = {
  title: "Gratin de courgettes de mamie",
  description: "",
  servings: 4,
  prepMinutes: 20,
  cookMinutes: 40,
  ingredients: [
    { nom: "courgettes", quantite: "1", unite: "kg" },
    { nom: "farine", quantite: "40", unite: "g" },
    { nom: "lait", quantite: "50", unite: "cl" },
    { nom: "beurre", quantite: "40", unite: "g" },
    { nom: "gruyère râpé", quantite: "100", unite: "g" },
  ],
  steps: ["Faites une béchamel.", "Nappez les courgettes et enfournez 40 min."],
};

describe("a written recipe's page", () => {
  it("shows its allergens, its season and its carbon, as a catalogue recipe does", () => {
    const lines = gratin.ingredients.map(({ nom, quantite, unite }) => ({ nom, quantite, unite }));
    render(
      <MemoryRouter>
        <OwnRecipeView
          id="r1"
          recipe={gratin}
          imported={false}
          nutrition={computeRecipeNutrition(lines, gratin.servings)}
          produce={produceFacts(lines, gratin.servings, 11)}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Allergènes" })).toBeInTheDocument();
    expect(screen.getByText(/gluten/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Saison et climat" })).toBeInTheDocument();
    expect(screen.getAllByText("Hors saison en novembre").length).toBeGreaterThan(0);
    expect(screen.getByText(/^≈ \d+,\d+ kg CO₂e par portion \(comme .+ en voiture\)\.$/)).toBeInTheDocument();
  });
});
