import type { Page } from "@playwright/test";
import { breakfastRecipes } from "../../app/content/catalogue/breakfasts";
import { catalogueRecipes } from "../../app/content/catalogue/recipes";
import { totalMinutesOf } from "../../app/domain/catalogue/card";
import { facetTerm, recipeFacets } from "../../app/domain/catalogue/facets";
import { PAGE_SIZE } from "../../app/domain/catalogue/filters";
import { expect, expectNoAxeViolations, logIn, newPerson, signUp, statusLogged, test } from "./fixtures";

// Counted from the catalogue's own content: the tests that publish recipes to the community
// never publish one in these categories.
const desserts = catalogueRecipes.filter(({ category }) => category === "Desserts");
const cards = (page: Page) => page.getByRole("list", { name: "Recettes" }).getByRole("article");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("Nos Recettes", () => {
  test("le catalogue, la recherche, les filtres dans l'URL, le retour arrière et la réinitialisation", async ({
    page,
  }) => {
    await page.goto("/nos-recettes");
    expect(await cards(page).count()).toBeGreaterThanOrEqual(22);
    const tomatoes = card(page, "Tomates farcies");
    await expect(tomatoes.getByText("Par Chef")).toBeVisible();
    await expect(tomatoes.getByText("4 pers.")).toBeVisible();
    await expect(tomatoes.getByText("1 h 15")).toBeVisible();
    await expect(tomatoes.getByRole("img")).toHaveAttribute("src", "/images/recettes/tomates-farcies.svg");

    await expect(page.getByLabel("Catégorie").locator("option")).toHaveText([
      "Toutes les catégories",
      "Desserts",
      "Entrées",
      "Petit-déjeuner",
      "Plats",
      "Poisson",
      "Végétarien",
      "Viande",
    ]);
    await expectNoAxeViolations(page);

    await page.getByLabel("Rechercher").fill("tomate");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL("/nos-recettes?q=tomate");
    await expect(card(page, "Tomates farcies")).toBeVisible();
    await expect(cards(page).filter({ hasText: "Mousse au chocolat" })).toHaveCount(0);

    await page.getByLabel("Rechercher").fill("");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL("/nos-recettes");
    await page.getByLabel("Catégorie").selectOption("Desserts");
    await expect(page).toHaveURL("/nos-recettes?categorie=Desserts");
    // More desserts than a page holds: the first page is full, the status counts them all.
    await expect(cards(page)).toHaveCount(Math.min(desserts.length, PAGE_SIZE));
    await expect(page.getByRole("status")).toHaveText(`${desserts.length}\u00a0recettes`);
    await page.getByLabel("Difficulté").selectOption("Difficile");
    await expect(page).toHaveURL("/nos-recettes?categorie=Desserts&difficulte=Difficile");
    await expect(cards(page)).toHaveCount(
      desserts.filter(({ difficulty }) => difficulty === "Difficile").length,
    );
    await expect(card(page, "Tarte Tatin")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL("/nos-recettes?categorie=Desserts");
    // More desserts than a page holds: the first page is full, the status counts them all.
    await expect(cards(page)).toHaveCount(Math.min(desserts.length, PAGE_SIZE));
    await expect(page.getByRole("status")).toHaveText(`${desserts.length}\u00a0recettes`);
    await expect(page.getByLabel("Difficulté")).toHaveValue("");

    await page.getByRole("link", { name: "Réinitialiser" }).click();
    await expect(page).toHaveURL("/nos-recettes");
    await expect(page.getByLabel("Catégorie")).toHaveValue("");

    await page.goto("/nos-recettes?q=homard+thermidor");
    await expect(page.getByText("Aucune recette ne correspond à vos critères")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("« végétarien rapide » devient deux filtres retirables, avec le nombre de recettes trouvées", async ({
    page,
  }) => {
    // Worked out from the content, apart from the search: vegetarian and ready in 30 minutes,
    // waits included (decision 0049).
    const quickVegetarian = new Set(
      [...catalogueRecipes, ...breakfastRecipes]
        .filter(
          (recipe) =>
            recipeFacets(recipe).includes(facetTerm.diet("vegetarian")) && totalMinutesOf(recipe) <= 30,
        )
        .map((recipe) => recipe.title),
    );
    await page.goto("/nos-recettes");
    await page.getByRole("searchbox", { name: "Rechercher" }).fill("végétarien rapide");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/nos-recettes?q=v%C3%A9g%C3%A9tarien+rapide");

    const chips = page.getByRole("list", { name: "Filtres lus dans la recherche" });
    await expect(chips.getByRole("link")).toHaveText(["Végétarien", "30\u00a0min au plus"]);
    // Community recipes published by other tests may add to the catalogue's own.
    const count = Number((await page.getByRole("status").textContent())?.match(/^(\d+)\u00a0recettes$/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(quickVegetarian.size);
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(quickVegetarian, title).toContain(title);
    await expectNoAxeViolations(page);

    await chips.getByRole("link", { name: "Retirer le filtre Végétarien" }).click();
    await expect(page).toHaveURL("/nos-recettes?q=rapide");
    await expect(chips.getByRole("link")).toHaveText(["30\u00a0min au plus"]);
    await expect(card(page, "Tomates farcies")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("rapide");
  });

  test("un filtre inconnu dans l'URL est ignoré avec un message", async ({ page }) => {
    await page.goto("/nos-recettes?difficulte=Extr%C3%AAme&q=tarte");
    await expect(page.getByRole("alert")).toContainText(
      "Choisissez une difficulté parmi Facile, Moyen et Difficile.",
    );
    await expect(card(page, "Tarte Tatin")).toBeVisible();
  });

  test("la carte ouvre la recette, par son titre comme par « Voir la Recette »", async ({ page }) => {
    await page.goto("/nos-recettes");
    await card(page, "Ratatouille niçoise")
      .getByRole("link", { name: /Voir la Recette/ })
      .click();
    await expect(page).toHaveURL("/recette/ratatouille");
    await page.goBack();
    await card(page, "Ratatouille niçoise").click();
    await expect(page).toHaveURL("/recette/ratatouille");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ratatouille niçoise");
  });
});

test.describe("partage", () => {
  test("les liens Facebook et Twitter exacts, et « Copié ! » pendant deux secondes", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await page.goto("/nos-recettes");
    const share = card(page, "Tomates farcies").getByRole("button", { name: "Partager « Tomates farcies »" });
    await share.click();
    await expect(share).toHaveAttribute("aria-expanded", "true");

    const url = `${baseURL}/recette/tomates-farcies`;
    const facebook = page.getByRole("link", { name: "Partager sur Facebook" });
    const twitter = page.getByRole("link", { name: "Partager sur Twitter" });
    await expect(facebook).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(twitter).toHaveAttribute(
      "href",
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent("Tomates farcies")}`,
    );
    for (const link of [facebook, twitter]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expectNoAxeViolations(page);

    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.getByRole("button", { name: "Copié !" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(1900);
    await expect(page.getByRole("button", { name: "Copié !" })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole("button", { name: "Copier le lien" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(share).toHaveAttribute("aria-expanded", "false");
    await expect(share).toBeFocused();
  });
});

test.describe("j'aime", () => {
  test("déconnecté, le cœur mène à la connexion puis ramène ; le compte est réel et survit au rechargement", async ({
    page,
  }) => {
    const person = newPerson();
    await signUp(page, person);
    await page.getByRole("button", { name: "Déconnexion" }).first().click();
    await expect(page.getByRole("link", { name: "Connexion" }).first()).toBeVisible();

    await page.goto("/nos-recettes?q=souffle");
    const heart = () =>
      card(page, "Soufflé au comté").getByRole("button", { name: "J'aime « Soufflé au comté »" });
    const before = Number(await heart().locator("[aria-hidden=true]").last().textContent());
    await heart().click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/nos-recettes?q=souffle")}`);
    await logIn(page, person);
    await expect(page).toHaveURL("/nos-recettes?q=souffle");

    await expect(heart()).toHaveAttribute("aria-pressed", "false");
    await heart().click();
    await expect(heart()).toHaveAttribute("aria-pressed", "true");
    await expect(heart()).toContainText(String(before + 1));
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(heart()).toHaveAttribute("aria-pressed", "true");
    await expect(heart()).toContainText(String(before + 1));

    await page.goto("/recette/souffle-au-comte");
    const pageHeart = page.getByRole("button", { name: "J'aime « Soufflé au comté »" });
    await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
    await expect(pageHeart).toContainText(String(before));
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(pageHeart).toContainText(String(before));
  });

  test("si le serveur refuse, le compte revient et un message le dit", async ({ page, allowConsole }) => {
    allowConsole(statusLogged(404));
    await signUp(page, newPerson());
    await page.goto("/nos-recettes?q=tatin");
    // The recipe disappears between the page and the click: the server refuses the like.
    await page.route("**/nos-recettes.data*", (route) =>
      route.request().method() === "POST"
        ? route.continue({
            postData: route.request().postData()?.replace("recipeId=tarte-tatin", "recipeId=disparue"),
          })
        : route.continue(),
    );
    const heart = card(page, "Tarte Tatin").getByRole("button", { name: "J'aime « Tarte Tatin »" });
    const before = await heart.textContent();
    await heart.click();
    await expect(card(page, "Tarte Tatin").getByRole("alert")).toHaveText("Recette non trouvée");
    await expect(heart).toHaveText(before ?? "");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("page recette", () => {
  test("tout le contenu, le nombre de personnes, le JSON-LD, la sauvegarde et l'impression", async ({
    page,
  }) => {
    await page.goto("/recette/quiche-lorraine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quiche lorraine");
    for (const section of [
      "Ingrédients",
      "Matériel",
      "Étapes",
      "Astuces du chef",
      "Variations",
      "Accord mets et vin",
      "Nutrition par portion",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText("Calculé d'après la table Ciqual de l'Anses")).toBeVisible();
    const facts = page.getByRole("list", { name: "En bref" });
    await expect(facts).toContainText("6 pers.");
    await expect(facts).toContainText(/\d+\skcal par portion/);
    await expectNoAxeViolations(page);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "Recipe",
      name: "Quiche lorraine",
      nutrition: { "@type": "NutritionInformation" },
    });
    expect(jsonLd.recipeInstructions[0]).toMatchObject({ "@type": "HowToStep", position: 1 });

    expect(jsonLd.recipeIngredient).toContain("3 œufs");
    const eggs = page.getByRole("listitem").filter({ hasText: /^\d+ œufs?\b/ });
    await expect(eggs).toHaveText("3 œufs");
    // « 1 250 kcal »: digit groups and the unit are set apart by no-break spaces (\s matches them).
    const caloriesOf = async () =>
      Number((await facts.textContent())?.match(/(\d[\d\s]*?)\s*kcal/)?.[1]?.replace(/\s/g, ""));
    const calories = await caloriesOf();
    await page.getByRole("link", { name: "Une personne de moins" }).click();
    await expect(page).toHaveURL("/recette/quiche-lorraine?portions=5");
    await expect(facts).toContainText("5 pers.");
    // Two and a half eggs become three: the figures are those of the eggs a cook breaks.
    await expect(eggs).toHaveText("3 œufs");
    expect(Math.abs((await caloriesOf()) - calories) / calories).toBeLessThan(0.05);
    await page.getByRole("spinbutton", { name: "Personnes" }).fill("12");
    await page.getByRole("button", { name: "Adapter" }).click();
    await expect(page).toHaveURL("/recette/quiche-lorraine?portions=12");
    await expect(eggs).toHaveText("6 œufs");
    // Twice the filling does not fit a 26 cm mould: past the largest sold, two of them.
    await expect(page.getByRole("listitem").filter({ hasText: /moules? à tarte/ })).toHaveText(
      "2 moules à tarte de 26 cm",
    );

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Étapes" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await signUp(page, newPerson("Jeanne Martin"));
    await page.goto("/recette/quiche-lorraine");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(page.getByText("Recette sauvegardée dans Mes Recettes.")).toBeVisible();
    await page.getByRole("link", { name: "Sauvegardée" }).click();
    await expect(page.getByRole("heading", { name: "Quiche lorraine" })).toBeVisible();

    await page.goto("/mes-recettes");
    const saved = page.getByRole("listitem").filter({ hasText: "Quiche lorraine" });
    await expect(saved.getByText("Par Chef Antoine Mercier")).toBeVisible();
    await expect(saved.getByRole("button", { name: /Publier/ })).toHaveCount(0);
    await saved.getByRole("button", { name: "Retirer de Mes Recettes : Quiche lorraine" }).click();
    await expect(page.getByText("Aucune recette sauvegardée")).toBeVisible();
  });

  test("une recette inconnue répond 404 « Recette non trouvée »", async ({ page, allowConsole }) => {
    allowConsole(statusLogged(404));
    const response = await page.goto("/recette/inconnue");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recette non trouvée");
    await expect(page.getByText("Cette recette n'existe pas ou a été supprimée.")).toBeVisible();
  });
});

test.describe("Le Chef C'est Vous", () => {
  test("filtrer par texte, difficulté et temps ; rien trouvé", async ({ page }) => {
    await page.goto("/chef-vous");
    expect(await cards(page).count()).toBeGreaterThanOrEqual(22);
    await page.getByLabel("Difficulté").selectOption("Facile");
    await page.getByLabel("Temps maximum").selectOption("15");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL("/chef-vous?difficulte=Facile&temps=15");
    // Breakfasts are listed here too.
    await expect(cards(page)).toHaveCount(
      [...catalogueRecipes, ...breakfastRecipes].filter(
        (recipe) => recipe.difficulty === "Facile" && totalMinutesOf(recipe) <= 15,
      ).length,
    );
    await expect(card(page, "Tartare de saumon à l'avocat")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Rechercher").fill("chocolat");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByText("Aucune recette trouvée")).toBeVisible();
  });

  test("personnaliser une recette, la sauvegarder, la publier puis la retirer", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(404));
    const cook = `Lucie Fabre ${Date.now().toString(36)}`;
    await signUp(page, newPerson(cook));
    await page.goto("/chef-vous?q=quiche");
    await cards(page)
      .filter({ hasText: "Par Chef Antoine Mercier" })
      .getByRole("link", { name: "Personnaliser : Quiche lorraine" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personnaliser : Quiche lorraine");
    const version = page.getByRole("list", { name: "Ingrédients de votre version" });
    await expect(version).toContainText("lardons");
    const calories = page.getByRole("definition").filter({ hasText: "kcal" }).first();
    const before = await calories.textContent();

    await page
      .getByLabel("Remplacer lardons fumés par")
      .selectOption({ label: "tofu fumé — végan, plus léger, garde le goût fumé" });
    await expect(version).toContainText("tofu fumé");
    await expect(version).not.toContainText("lardons");
    await expect(calories).not.toHaveText(before ?? "");
    await page.getByLabel("Nombre de personnes").fill("3");
    await page.getByLabel("Nombre de personnes").press("Enter");
    await expect(page.getByText("Pour 3 pers.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sauvegarder ma version" }).click();
    await expect(page).toHaveURL(/\/mes-recettes\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Votre version personnalisée")).toBeVisible();
    await expect(page.getByText("tofu fumé").first()).toBeVisible();

    await page.goto("/mes-recettes");
    const entry = page.getByRole("listitem").filter({ hasText: "Version personnalisée" });
    await entry
      .getByRole("button", { name: "Publier dans la communauté : Quiche au tofu fumé façon lorraine" })
      .click();
    await expect(page.getByText("Recette publiée dans la communauté.")).toBeVisible();
    await entry
      .getByRole("link", { name: "Voir la page publiée : Quiche au tofu fumé façon lorraine" })
      .click();
    await expect(page).toHaveURL(/\/recette\/communaute-[0-9a-f]+$/);
    const published = page.url();
    await expect(page.getByRole("article").getByText(cook)).toBeVisible();
    await expect(page.getByText("tofu fumé").first()).toBeVisible();

    await page.goto("/nos-recettes?q=quiche");
    await expect(cards(page).filter({ hasText: `Par ${cook}` })).toHaveCount(1);

    await page.goto("/mes-recettes");
    await entry
      .getByRole("button", { name: "Retirer de la communauté : Quiche au tofu fumé façon lorraine" })
      .click();
    await expect(page.getByText("Recette retirée de la communauté.")).toBeVisible();
    expect((await page.goto(published))?.status()).toBe(404);
  });
});
