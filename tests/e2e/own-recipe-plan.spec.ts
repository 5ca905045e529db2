import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

test("planifier une recette collée dans Menu Perso : le repas, puis ses ingrédients sur la liste de courses", async ({
  page,
}) => {
  await signUp(page, newPerson("Odile Marchand"));
  await page.goto("/mes-recettes/importer");
  await page
    .getByLabel("Texte de la recette")
    .fill(
      "Omelette de Rose\nPour 2 personnes\nIngrédients\n4 œufs\n10 g de beurre\nPréparation\nBattre, cuire.",
    );
  await page.getByRole("button", { name: "Lire le texte" }).click();
  await page.getByLabel("Personnes").fill("2");
  await page.getByRole("button", { name: "Enregistrer la recette" }).click();
  await expect(page.getByRole("heading", { name: "Omelette de Rose" })).toBeVisible();

  const form = page.getByRole("group", { name: "Planifier dans Menu Perso" });
  await form.getByLabel("Repas").selectOption({ label: "Déjeuner" });
  await form.getByLabel("Personnes").fill("4");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Planifier", exact: true }).click();

  await expect(page).toHaveURL(/\/menu-perso\?semaine=\d{4}-\d{2}-\d{2}$/);
  const meal = page
    .getByRole("list", { name: "Jours de la semaine" })
    .getByRole("link", { name: "Omelette de Rose" });
  await expect(meal).toBeVisible();
  // Four people from a recipe for two: twice its eggs.
  await expect(page.getByRole("region", { name: "Crèmerie et œufs" })).toContainText(
    "œufs 2 boîtes de 6 — 8 pour la semaine",
  );
  await meal.click();
  await expect(page.getByRole("heading", { name: "Omelette de Rose" })).toBeVisible();
});
