import { apiTokenMessages } from "~/domain/auth/api-token-schema";
import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

test.describe("Accès à l'API", () => {
  test.skip(({ isMobile }) => isMobile, "parcours de compte testé sur grand écran");

  test("un jeton créé sur Mon compte, montré une fois, copié, puis révoqué : l'API répond 401", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, newPerson("Nina Jeton"));
    await page.goto("/mon-compte");
    const section = page.getByRole("region", { name: "Accès à l'API" });
    await expect(section.getByText("Aucun jeton actif.")).toBeVisible();

    await section.getByRole("textbox", { name: "Nom du jeton" }).fill("Script du marché");
    await section.getByRole("radio", { name: "Lecture", exact: true }).check();
    await section.getByRole("button", { name: "Créer un jeton" }).click();
    await expect(section.getByRole("status")).toHaveText(apiTokenMessages.created);
    const field = section.getByRole("textbox", { name: "Votre nouveau jeton" });
    const secret = await field.inputValue();
    expect(secret).toMatch(/^toque_[A-Za-z0-9_-]{43}$/);
    await expect(section.getByRole("rowheader", { name: "Script du marché" })).toBeVisible();
    await expectNoAxeViolations(page);

    await section.getByRole("button", { name: "Copier le jeton" }).click();
    await expect(section.getByRole("button", { name: "Jeton copié" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const bearer = { headers: { Authorization: `Bearer ${secret}` } };
    expect((await page.request.get("/api/v1/pantry", bearer)).status()).toBe(200);

    // Shown once: back on the page, the token is named, its secret gone.
    await page.goto("/mon-compte");
    await expect(page.getByRole("textbox", { name: "Votre nouveau jeton" })).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.getByRole("button", { name: "Révoquer le jeton Script du marché" }).click();
    await expect(page.getByRole("region", { name: "Accès à l'API" }).getByRole("status")).toHaveText(
      apiTokenMessages.revoked,
    );
    await expect(page.getByRole("button", { name: "Révoquer le jeton Script du marché" })).toHaveCount(0);
    const refused = await page.request.get("/api/v1/pantry", bearer);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "jeton_invalide" });
  });
});
