import { acceptNextDialog, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("le héros présente l'assistant et annonce la vidéo de démonstration", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Votre assistant culinaire propulsé par l'IA",
  );
  const alert = acceptNextDialog(page);
  await page.getByRole("button", { name: "Voir Comment Ça Marche" }).click();
  expect(await alert).toEqual({
    type: "alert",
    message: expect.stringMatching(/vidéo de démonstration arrive bientôt/),
  });
});

const featureTargets = [
  ["Inventaire Gourmand", "/inventaire-gourmand"],
  ["Le Chef C'est Vous", "/chef-vous"],
  ["Chef Nutrition", "/chef-nutrition"],
  ["Menu Perso", "/menu-perso"],
  ["Chef & Sommelier", "/chef-sommelier"],
  ["Créateur de Cocktails", "/cocktails"],
] as const;

test("les six cartes de « Nos Fonctionnalités » mènent chacune à sa page", async ({ page }) => {
  const section = page.locator("#features");
  await expect(section.getByRole("heading", { level: 2, name: "Nos Fonctionnalités" })).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveCount(6);
  for (const [title, path] of featureTargets) {
    await page.goto("/");
    await section.getByRole("link", { name: new RegExp(`^${title}`) }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});

test("l'offre Pro affiche son prix et ses six avantages, puis mène à l'inscription", async ({ page }) => {
  const pricing = page.locator("#pricing");
  await expect(pricing.getByRole("heading", { name: "Pro", exact: true })).toBeVisible();
  await expect(pricing.getByText("9,99€")).toBeVisible();
  await expect(pricing.getByText("/ mois")).toBeVisible();
  await expect(pricing.getByText("Offre Spéciale")).toBeVisible();
  await expect(pricing.getByRole("listitem")).toHaveText([
    "Accès à toutes les fonctionnalités",
    "Sauvegardes illimitées",
    "Planification avancée",
    "Génération personnalisée",
    "Suivi nutritionnel",
    "Support prioritaire",
  ]);

  const alert = acceptNextDialog(page);
  await pricing.getByRole("link", { name: "Choisir l'offre Pro" }).click();
  expect(await alert).toEqual({
    type: "alert",
    message: "Plan Pro sélectionné ! Redirection vers l'inscription...",
  });
  await expect(page).toHaveURL("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
});

test("six témoignages, chacun avec cinq étoiles, un nom, un rôle, un portrait et un texte", async ({
  page,
}) => {
  const testimonials = page.locator("#testimonials").getByRole("listitem");
  await expect(testimonials).toHaveCount(6);
  for (const testimonial of await testimonials.all()) {
    await expect(testimonial.getByRole("img", { name: "Note : 5 étoiles sur 5" })).toBeVisible();
    const portrait = testimonial.getByRole("img", { name: /^Portrait illustré de / });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveJSProperty("complete", true);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(testimonial.locator("blockquote")).not.toBeEmpty();
  }
});

test("l'encart communauté montre trois recettes et invite à participer", async ({ page }) => {
  const teaser = page.getByRole("region", { name: "Les recettes de la communauté" });
  await expect(teaser).toBeVisible();
  // Published recipes when there are some, otherwise a taste of the catalogue.
  await expect(teaser.getByRole("article")).toHaveCount(3);
  await expect(teaser.getByRole("article").first().getByText(/^Par /)).toBeVisible();
  await teaser.getByRole("link", { name: "Rejoindre la communauté" }).click();
  await expect(page).toHaveURL("/signup");
});

test("les ancres features, pricing et testimonials existent", async ({ page }) => {
  for (const id of ["features", "pricing", "testimonials"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
});
