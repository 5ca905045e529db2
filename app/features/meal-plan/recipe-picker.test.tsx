// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RecipePicker } from "./recipe-picker";

const choices = [
  { id: "quiche-lorraine", title: "Quiche lorraine", category: "Entrées" },
  { id: "souffle-au-comte", title: "Soufflé au comté", category: "Entrées" },
  { id: "saumon-en-papillote", title: "Saumon en papillote", category: "Poisson" },
  { id: "tartare-de-saumon", title: "Tartare de saumon", category: "Poisson" },
];

function renderPicker() {
  render(
    <form aria-label="Ajout">
      <RecipePicker
        label="Recette pour le déjeuner du lundi 1er mars"
        choices={choices}
        fallbackList="liste"
      />
    </form>,
  );
  return screen.getByRole("combobox", { name: "Recette pour le déjeuner du lundi 1er mars" });
}

describe("recipe picker", () => {
  it("is a combobox over a listbox that filters as one types, accents and case forgiven", async () => {
    const user = userEvent.setup();
    const input = renderPicker();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("list");

    await user.type(input, "QUICHE");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox", { name: "Recettes proposées" });
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Quiche lorraine"]);

    await user.clear(input);
    await user.type(input, "souffle comte");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Soufflé au comté"]);
  });

  it("moves with the arrows, wraps around, picks with Enter, closes then clears with Escape", async () => {
    const user = userEvent.setup();
    const input = renderPicker();
    await user.type(input, "saumon");
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(2);

    await user.keyboard("{ArrowDown}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);

    await user.keyboard("{Enter}");
    expect(input).toHaveValue("Tartare de saumon");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");

    await user.type(input, "{Backspace}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Tartare de saumo");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("picks a suggestion on click and says so when nothing matches", async () => {
    const user = userEvent.setup();
    const input = renderPicker();
    await user.type(input, "homard");
    expect(screen.getByText("Aucune recette ne correspond.")).toBeVisible();
    await user.clear(input);
    await user.type(input, "qui");
    await user.click(screen.getByRole("option", { name: "Quiche lorraine" }));
    expect(input).toHaveValue("Quiche lorraine");
    expect(input).toHaveFocus();
  });
});
