import type { Page } from "@playwright/test";
import { PAGE_SIZE } from "../../app/domain/catalogue/filters";
import { expect, test } from "./fixtures";

const titles = (page: Page) =>
  page.getByRole("list", { name: "Recettes" }).getByRole("article").getByRole("heading").allTextContents();
const pages = (page: Page) => page.getByRole("navigation", { name: "Pages de résultats" });

/** Every listed recipe, page after page, by « Page suivante » alone. */
async function walkThePages(page: Page, start: string) {
  await page.goto(start);
  const seen: string[] = [];
  for (let number = 1; ; number++) {
    seen.push(...(await titles(page)));
    const next = pages(page).getByRole("link", { name: "Page suivante" });
    if ((await next.count()) === 0) return { seen, pageCount: number };
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${number + 1}(&|$)`));
    await expect(pages(page).getByRole("link", { name: `Page ${number + 1}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
}

test.describe("Nos Recettes, page par page", () => {
  test.describe("sans JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("chaque recette paraît une fois, et les pages numérotées mènent aux mêmes recettes", async ({
      page,
    }) => {
      const { seen, pageCount } = await walkThePages(page, "/nos-recettes");
      expect(seen.length).toBeGreaterThanOrEqual(22);
      expect(new Set(seen).size).toBe(seen.length);
      if (pageCount > 1) {
        await page.goto("/nos-recettes");
        await pages(page)
          .getByRole("link", { name: `Page ${pageCount}` })
          .click();
        await expect(page).toHaveURL(`/nos-recettes?page=${pageCount}`);
        // The last page starts where the walk's last page started. Only its start is compared:
        // tests running beside this one publish and withdraw community recipes, which come last.
        expect((await titles(page)).length).toBeGreaterThan(0);
        expect((await titles(page))[0]).toBe(seen[(pageCount - 1) * PAGE_SIZE]);
        await expect(pages(page).getByRole("link", { name: "Page suivante" })).toHaveCount(0);
      }
    });
  });

  test("les pages gardent la recherche et les filtres", async ({ page }) => {
    const { seen } = await walkThePages(page, "/nos-recettes?difficulte=Facile");
    expect(seen.length).toBeGreaterThan(0);
    await page.goto("/nos-recettes?difficulte=Facile&page=2");
    const previous = pages(page).getByRole("link", { name: "Page précédente" });
    await expect(previous).toHaveAttribute("href", "/nos-recettes?difficulte=Facile");
    await previous.click();
    await expect(page).toHaveURL("/nos-recettes?difficulte=Facile");
    // The address changes before the new cards arrive: the assertion waits for them.
    await expect(
      page.getByRole("list", { name: "Recettes" }).getByRole("article").getByRole("heading"),
    ).toHaveText(seen.slice(0, PAGE_SIZE));
    await expect(page.getByLabel("Difficulté")).toHaveValue("Facile");
  });

  test("une page de recette dit d'où vient le plat", async ({ page }) => {
    await page.goto("/recette/quiche-lorraine");
    await expect(page.getByRole("list", { name: "En bref" })).toContainText("Cuisine de Lorraine");
    await page.goto("/recette/risotto-aux-champignons");
    await expect(page.getByRole("list", { name: "En bref" })).toContainText("Cuisine italienne");
  });
});
