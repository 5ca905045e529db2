import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

const cookMode = (page: Page) => page.getByRole("dialog", { name: /Soupe à l'oignon gratinée/ });

async function openCookMode(page: Page) {
  await page.getByRole("button", { name: "Mode cuisine" }).click();
  await expect(cookMode(page)).toBeVisible();
}

test.describe("Mode cuisine", () => {
  test("une étape à la fois, ses ingrédients pour les portions choisies, le clavier et la liste à cocher", async ({
    page,
  }) => {
    await page.goto("/recette/soupe-a-l-oignon?portions=2");
    await openCookMode(page);
    const dialog = cookMode(page);
    await expect(dialog.getByText("Étape 1 sur 6")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Étape précédente" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Étape 2 sur 6")).toBeVisible();
    // The step's own ingredients, scaled to the 2 servings chosen on the page.
    const forThisStep = dialog.getByRole("region", { name: "Ingrédients de cette étape" });
    await expect(forThisStep.getByRole("listitem").filter({ hasText: "oignons jaunes" })).toContainText(
      "500 g",
    );
    await expect(forThisStep.getByRole("listitem").filter({ hasText: "beurre" })).toContainText("20 g");
    await expect(dialog.getByRole("button", { name: "Lancer 35 min" })).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("Étape 1 sur 6")).toBeVisible();
    // A swipe to the left turns the page, as on a phone with floury fingers.
    const text = dialog.getByRole("heading", { name: "Étape 1", exact: true });
    const box = await text.boundingBox();
    if (!box) throw new Error("L'étape n'est pas affichée.");
    await page.mouse.move(box.x + 200, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 50, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText("Étape 2 sur 6")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("button", { name: "Étape suivante" }).click();
    await expect(dialog.getByText("Étape 2 sur 6")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("etape-2.png") });

    await dialog.getByRole("button", { name: "Ingrédients", exact: true }).click();
    const butter = dialog.getByRole("checkbox", { name: /beurre/ });
    await butter.check();
    await expect(butter).toBeChecked();
    await dialog.getByRole("button", { name: "Fermer la liste" }).click();

    for (let step = 3; step <= 6; step++) await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Étape 6 sur 6")).toBeVisible();
    await dialog.getByRole("button", { name: "Terminer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Mode cuisine" })).toBeFocused();
  });

  test("chaque étape dit ses propres quantités aux portions choisies, et la viande désignée par son nom de famille", async ({
    page,
  }) => {
    await page.goto("/recette/poulet-roti?portions=8");
    // The page's steps follow the servings, as its list does.
    await expect(
      page.getByText("glissez-y le citron coupé en deux, 4 brins de thym et 4 gousses d'ail"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    const dialog = page.getByRole("dialog", { name: /Poulet rôti/ });
    await dialog.getByRole("button", { name: "Étape suivante" }).click();
    await expect(dialog.getByText("Étape 2 sur 6")).toBeVisible();
    const forThisStep = dialog.getByRole("region", { name: "Ingrédients de cette étape" });
    await expect(forThisStep.getByRole("listitem").filter({ hasText: "d'ail" })).toHaveText(
      "4 gousses d'ail",
    );
    await expect(forThisStep.getByRole("listitem").filter({ hasText: "thym" })).toHaveText("4 brins de thym");
    await dialog.getByRole("button", { name: "Quitter le mode cuisine" }).click();

    await page.goto("/recette/boeuf-bourguignon");
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    // « Coupez la viande » uses the beef of the list.
    await expect(
      page
        .getByRole("dialog", { name: /Bœuf bourguignon/ })
        .getByRole("region", { name: "Ingrédients de cette étape" })
        .getByRole("listitem")
        .filter({ hasText: "bœuf à bourguignon" }),
    ).toBeVisible();
  });

  test("des minuteurs qui tiennent après un rechargement, sonnent à la fin et se reprennent à l'étape", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-24T18:00:00+01:00") });
    await page.goto("/recette/soupe-a-l-oignon");
    await openCookMode(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date("2026-11-24T18:00:10+01:00"));
    let dialog = cookMode(page);
    await dialog.getByRole("button", { name: "Étape suivante" }).click();
    await dialog.getByRole("button", { name: "Lancer 35 min" }).click();
    await dialog.getByRole("button", { name: "Étape suivante" }).click();
    await dialog.getByRole("button", { name: "Lancer 2 min" }).click();
    const timers = dialog.getByRole("region", { name: "Minuteurs" });
    await expect(timers.getByRole("timer")).toHaveText(["35:00", "2:00"]);

    await dialog.getByRole("button", { name: "Mettre en pause le minuteur de l'étape 3" }).click();
    await page.clock.runFor(30_000);
    await expect(timers.getByRole("timer")).toHaveText(["34:30", "2:00"]);
    await dialog.getByRole("button", { name: "Ajouter une minute au minuteur de l'étape 3" }).click();
    await expect(timers.getByRole("timer").nth(1)).toHaveText("3:00");
    await dialog.getByRole("button", { name: "Reprendre le minuteur de l'étape 3" }).click();

    // A reload loses nothing: the timers run on from their end times.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    // React shows a lazily loaded screen after a short timer, which the paused clock holds back.
    await page.clock.runFor(1000);
    dialog = cookMode(page);
    await expect(dialog.getByRole("heading", { name: "Reprendre où vous en étiez ?" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Minuteurs" }).getByRole("timer")).toHaveText([
      /^3[34]:\d\d$/,
      /^[23]:\d\d$/,
    ]);
    await dialog.getByRole("button", { name: "Reprendre à l'étape 3" }).click();
    await expect(dialog.getByText("Étape 3 sur 6")).toBeVisible();

    await page.clock.runFor(3 * 60_000 + 10_000);
    const alert = dialog.getByRole("alert").filter({ hasText: "Minuteur terminé" });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText("Étape 3 : Saupoudrez de farine");
    await alert.getByRole("button", { name: "Compris" }).click();
    await expect(alert).toBeHidden();
    await expect(dialog.getByRole("region", { name: "Minuteurs" }).getByRole("timer")).toHaveCount(1);
  });

  test("s'ouvre aussi sur une recette personnalisée dans Le Chef C'est Vous", async ({ page }) => {
    await page.goto("/chef-vous/quiche-lorraine");
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    await expect(page.getByRole("dialog", { name: /Quiche lorraine/ })).toBeVisible();
  });

  test("s'ouvre sur la recette que le chef vient d'écrire, puis sur la même une fois sauvegardée", async ({
    page,
  }) => {
    await signUp(page, newPerson());
    await page.goto("/inventaire-gourmand");
    const input = page.getByLabel("Ingrédient", { exact: true });
    for (const name of ["poireaux", "pommes de terre"]) {
      await input.fill(name);
      await input.press("Enter");
    }
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const panel = page.getByRole("region", { name: "Recette générée" });
    const title = (await panel.getByRole("heading", { level: 2 }).textContent()) ?? "";
    await panel.getByRole("button", { name: "Mode cuisine" }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByText(/^Étape 1 sur \d+/)).toBeVisible();
    await dialog.getByRole("button", { name: "Quitter le mode cuisine" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Sauvegarder dans Mes Recettes" }).click();
    await page.getByRole("link", { name: "Voir Mes Recettes" }).click();
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    await expect(page.getByRole("dialog", { name: title }).getByText(/^Étape 1 sur \d+/)).toBeVisible();
  });
});
