import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

test.describe("Ajouter à mon agenda", () => {
  test.skip(({ isMobile }) => isMobile, "parcours de compte testé sur grand écran");

  test("de Menu Perso à un lien d'agenda copié, puis révoqué", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, newPerson("Lucie Agenda"));
    await page.goto("/menu-perso");
    await page.getByRole("main").getByRole("link", { name: "Ajouter à mon agenda" }).click();
    await expect(page).toHaveURL("/mon-compte#agenda");

    await page.getByRole("button", { name: "Ajouter à mon agenda" }).click();
    await expect(page.getByRole("status")).toContainText("Votre lien d'agenda est prêt");
    const field = page.getByRole("textbox", { name: "Lien de votre agenda" });
    const url = await field.inputValue();
    expect(url).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.getByRole("button", { name: "Lien copié" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

    // Shown once: back on the page, only the fact that a link is active remains.
    await page.goto("/mon-compte");
    await expect(page.getByText(/Un lien est actif depuis le/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Lien de votre agenda" })).toHaveCount(0);

    await page.getByRole("button", { name: "Révoquer le lien" }).click();
    await expect(page.getByRole("status")).toContainText("Le lien a été révoqué");
    await expect(page.getByRole("button", { name: "Révoquer le lien" })).toHaveCount(0);
    const revoked = await page.request.get(url);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).toContain("Ce lien d'agenda n'existe pas ou a été révoqué.");
  });
});
