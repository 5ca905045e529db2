import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("Nos Recettes sur un téléphone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("les filtres se replient sous « Filtres et tri », restent ouverts sur ce qui est choisi, sans décalage", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/nos-recettes");
    const search = page.getByRole("search", { name: "Filtrer les recettes" });
    await expect(search.getByLabel("Rechercher")).toBeVisible();
    await expect(search.getByLabel("Catégorie")).toBeHidden();
    // The first recipes are on the first screen, not a screen of selects below.
    await expect(page.getByRole("status").filter({ hasText: /recettes/ })).toBeInViewport();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);

    await search.getByText("Filtres et tri").click();
    await search.getByLabel("Catégorie").selectOption("Desserts");
    await expect(page).toHaveURL(/categorie=Desserts/);
    await expect(search.getByLabel("Catégorie")).toBeVisible();
    await expect(search.getByLabel("Catégorie")).toHaveValue("Desserts");
    await expect(search.getByText("(1)")).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectNoAxeViolations(page);
  });

  test("sur grand écran, les filtres sont tous visibles, sans bouton pour les déplier", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/nos-recettes");
    const search = page.getByRole("search", { name: "Filtrer les recettes" });
    for (const label of ["Catégorie", "Difficulté", "Temps total", "Région", "Cuisine", "Trier par"])
      await expect(search.getByLabel(label)).toBeVisible();
    await expect(search.getByText("Filtres et tri")).toBeHidden();
  });
});
