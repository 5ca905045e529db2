import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const version = (page: Page) => page.locator("[aria-live=polite]").filter({ hasText: "Votre version" });
const steps = (page: Page) => page.getByRole("list", { name: "Étapes de votre version" });

async function openBlanquette(page: Page) {
  await page.goto("/chef-vous?q=blanquette");
  await page.getByRole("link", { name: "Personnaliser : Blanquette de veau à l'ancienne" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Personnaliser : Blanquette de veau à l'ancienne",
  );
}

test.describe("Le Chef C'est Vous : des remplacements de cuisinier", () => {
  test("remplacer le veau par de la dinde : la raison, le titre et les étapes suivent", async ({ page }) => {
    await openBlanquette(page);
    const veal = page.getByRole("combobox", { name: "Remplacer épaule de veau par" });
    // Only what a cook would use in its place, each with its reason.
    await expect(veal.locator("option")).toHaveText([
      "Garder épaule de veau",
      "dinde — viande blanche et tendre",
      "poulet — la version volaille du plat",
      "porc — aussi fondant, moins cher",
      "lapin — une blanquette de lapin, classique",
    ]);
    await expect(
      page.getByRole("combobox", { name: "Remplacer beurre par" }).locator("option"),
    ).toContainText([
      "margarine — végan, sans lactose, plus léger, s'utilise comme le beurre, même en pâtisserie",
    ]);

    await veal.selectOption({ label: "dinde — viande blanche et tendre" });
    await expect(page.getByText("Pourquoi dinde : viande blanche et tendre.")).toBeVisible();
    await expect(
      page.getByText("La dinde cuit plus vite que le veau : 45 min de frémissement suffisent."),
    ).toBeVisible();
    await expect(version(page).getByText("Blanquette de dinde à l'ancienne", { exact: true })).toBeVisible();
    await expect(version(page)).toContainText(
      "Adapté de « Blanquette de veau à l'ancienne » : dinde à la place de l'épaule de veau",
    );
    await expect(steps(page).getByRole("listitem").first()).toContainText("Coupez la dinde en morceaux");
    await expect(steps(page)).not.toContainText("veau");
    await expect(page.getByRole("list", { name: "Ingrédients de votre version" })).toContainText("dinde");

    // 20 cl of cream weigh 200 g: as much Greek yoghurt, in grams.
    await page
      .getByRole("combobox", { name: "Remplacer crème fraîche par" })
      .selectOption({ label: "yaourt à la grecque — plus léger, hors du feu, pour ne pas qu'il tranche" });
    await expect(
      page
        .getByRole("list", { name: "Ingrédients de votre version" })
        .getByRole("listitem")
        .filter({ hasText: "yaourt à la grecque" }),
    ).toContainText("200 g");
    await expectNoAxeViolations(page);
  });

  test("retirer l'ingrédient principal ne laisse aucune étape le cuire", async ({ page }) => {
    await openBlanquette(page);
    await page.getByRole("checkbox", { name: "Retirer épaule de veau" }).check();
    await expect(
      version(page).getByText("Blanquette à l'ancienne, sans veau", { exact: true }),
    ).toBeVisible();
    await expect(steps(page)).not.toContainText(/veau|viande/);
    await expect(steps(page)).toContainText("Ajoutez les carottes et les champignons");
    await expect(version(page)).toContainText("sans épaule de veau ; étapes 1 à 3, 5 et 8 modifiées.");
  });

  test("sur un téléphone de 360 px : cibles de 44 px, rien ne déborde, le contenu s'aligne sur l'en-tête", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/chef-vous", "/chef-vous/blanquette-de-veau?remplacer=0%3Adinde"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360);
      const small = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>("a, button, input, select")]
          .filter((element) => element.getAttribute("type") !== "hidden")
          // A card's title link spans the whole card; a checkbox's target is its label.
          .map((element) => (element.closest("h2, h3") ? null : (element.closest("label") ?? element)))
          .filter((element): element is HTMLElement => element !== null)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { name: element.textContent?.trim().slice(0, 40), width: box.width, height: box.height };
          })
          .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44)),
      );
      expect(small, path).toEqual([]);
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(Math.abs(heading!.x - logo!.x), path).toBeLessThanOrEqual(1);
    }
  });
});
