import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, newPerson, signUp, statusLogged, test } from "./fixtures";

const days = (page: Page) => page.getByRole("list", { name: "Jours de la semaine" }).locator(":scope > li");
const day = (page: Page, label: RegExp) =>
  days(page).filter({ has: page.getByRole("heading", { name: label }) });
const aisle = (page: Page, name: string) => page.getByRole("region", { name });

/** Clicks « Générer » and waits for the new plan to be loaded, not only for the click. */
async function generate(page: Page) {
  const reloaded = page.waitForResponse(
    (response) => response.url().includes("/menu-perso.data") && response.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
  await reloaded;
  // The button reads « Génération en cours... » until the new week is rendered.
  await expect(page.getByRole("button", { name: "Générer le menu de la semaine" })).toBeEnabled({
    timeout: 15_000,
  });
  await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible();
}

test.describe("Menu Perso", () => {
  test("une semaine du lundi au dimanche, aujourd'hui marqué, semaines précédente et suivante", async ({
    page,
  }) => {
    // Weeks gone by: « Revenir à cette semaine » shows on each of them, whatever day the test runs.
    await page.goto("/menu-perso?semaine=2019-12-31");
    await expect(
      page.getByRole("heading", { level: 2, name: "Semaine du 30 décembre 2019 au 5 janvier 2020" }),
    ).toBeVisible();
    await expect(days(page)).toHaveCount(7);
    await expect(days(page).first().getByRole("heading")).toHaveText(/^lundi 30 décembre$/i);
    await expect(days(page).last().getByRole("heading")).toHaveText(/^dimanche 5 janvier$/i);
    await expect(page.getByText("Aucun repas prévu")).toHaveCount(21);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Semaine suivante" }).click();
    await expect(page).toHaveURL("/menu-perso?semaine=2020-01-06");
    await page.getByRole("link", { name: "Semaine précédente" }).click();
    await expect(page).toHaveURL("/menu-perso?semaine=2019-12-30");
    await page.getByRole("link", { name: "Semaine précédente" }).click();
    await expect(page).toHaveURL("/menu-perso?semaine=2019-12-23");
    await page.getByRole("link", { name: "Revenir à cette semaine" }).click();
    await expect(page).toHaveURL("/menu-perso");
    await expect(page.locator('[aria-current="date"]').getByText("Aujourd'hui")).toBeVisible();
  });

  test("générer la semaine, retirer et ajouter un repas, recharger, puis garder le menu en créant un compte", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(400));
    await page.goto("/menu-perso?semaine=2027-03-01");
    await page.getByLabel("Personnes").fill("4");
    await generate(page);
    await expect(page.getByText("Aucun repas prévu")).toHaveCount(0);
    const meals = page.getByRole("list", { name: "Jours de la semaine" }).getByRole("link");
    await expect(meals).toHaveCount(21);
    expect(new Set(await meals.allTextContents()).size).toBe(21); // no dish twice, even under two recipes' names
    await expect(page.getByText("4 pers.", { exact: false }).first()).toBeVisible();

    // Vegetarian: no meat or fish anywhere; the library is smaller, and the page says so if dishes come back.
    await page.getByLabel("Végétarien").check();
    await generate(page);
    await expect(meals).toHaveCount(21);
    const names = await meals.allTextContents();
    for (const name of names)
      expect(name).not.toMatch(
        /bourguignon|saumon|poulet|lardons|steak|moules|blanquette|hachis|salade niçoise|quiche lorraine|tartare/i,
      );
    if (new Set(names).size < 21) await expect(page.getByRole("status")).toContainText("Pas assez");
    await expect(day(page, /^lundi 1er mars/i).getByText(/^Par personne\u00a0: \d/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Liste de courses" })).toBeVisible();
    await expect(aisle(page, "Fruits et légumes").getByRole("checkbox").first()).toBeVisible();
    await expectNoAxeViolations(page);

    const monday = day(page, /^lundi 1er mars/i);
    const lunch = (await monday.getByRole("link").nth(1).textContent()) ?? "";
    await monday.getByRole("button", { name: new RegExp(`^Retirer ${lunch}`) }).click();
    await expect(page.getByText("Repas retiré.")).toBeVisible();
    await expect(monday.getByText("Aucun repas prévu")).toHaveCount(1);

    await monday.getByLabel("Recette pour le déjeuner du lundi 1er mars").fill("Homard thermidor");
    await monday.getByRole("button", { name: "Ajouter au déjeuner du lundi 1er mars" }).click();
    await expect(page.getByText("Choisissez une recette de la liste.")).toBeVisible();
    await monday.getByLabel("Recette pour le déjeuner du lundi 1er mars").fill("Quiche lorraine");
    await monday.getByRole("button", { name: "Ajouter au déjeuner du lundi 1er mars" }).click();
    await expect(page.getByText("Repas ajouté.")).toBeVisible();
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();
    await expect(meals).toHaveCount(21);

    // A meal chosen by hand stays when a new menu is generated.
    await generate(page);
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();

    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=/);
    const person = newPerson("Inès Garnier");
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL("/menu-perso?semaine=2027-03-01");
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();
    await expect(meals).toHaveCount(21);
    await expect(page.getByRole("link", { name: "Créer un compte" })).toHaveCount(0);
  });

  test("la liste de courses additionne les recettes, garde les cases cochées et se copie", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, newPerson());
    await page.goto("/menu-perso?semaine=2027-05-03");
    const monday = day(page, /^lundi 3 mai/i);
    // Two recipes with eggs: a quiche (3 eggs for 6) and a soufflé (4 eggs and 2 more whites for
    // 4), both for 2 people: 1 + 2 eggs, and the white is one more egg.
    await monday.getByLabel("Recette pour le déjeuner du lundi 3 mai").fill("Quiche lorraine");
    await monday.getByRole("button", { name: "Ajouter au déjeuner du lundi 3 mai" }).click();
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();
    await monday.getByLabel("Recette pour le dîner du lundi 3 mai").fill("Soufflé au comté");
    await monday.getByRole("button", { name: "Ajouter au dîner du lundi 3 mai" }).click();
    await expect(monday.getByRole("link", { name: "Soufflé au comté" })).toBeVisible();

    const eggs = aisle(page, "Crèmerie et œufs").getByRole("checkbox", { name: /^œufs/ });
    // Eggs are bought by the box, the week's need beside it.
    await expect(eggs).toHaveAccessibleName("œufs 1 boîte de 6 — 4 pour la semaine");
    await eggs.check();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(eggs).toBeChecked();

    // From the keyboard, and said to a screen reader.
    await page.getByRole("button", { name: "Copier la liste" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Liste copiée" })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("Crèmerie et œufs");
    expect(text).toContain("œufs\u00a0: 1 boîte de 6 — 4 pour la semaine");
  });

  test("toute la semaine avec des restes et le vin tous les soirs, cette semaine-ci", async ({
    page,
  }, info) => {
    await page.goto("/menu-perso");
    await page.getByLabel("Toute la semaine").check();
    await page.getByLabel("Prévoir des restes").check();
    await page.getByLabel("Vin au dîner").selectOption({ label: "Tous les soirs" });
    await generate(page);
    // Every day is planned, the days gone by too.
    await expect(page.getByText("Aucun repas prévu")).toHaveCount(0);
    const week = page.getByRole("list", { name: "Jours de la semaine" });
    await expect(week.getByRole("link")).toHaveCount(21);
    // Monday to Thursday's dinners feed Tuesday to Friday's lunches.
    await expect(week.getByRole("link", { name: /^Restes d/ })).toHaveCount(4);
    await expect(week.getByText(/pers\. \+ 2 portions pour demain midi/)).toHaveCount(4);
    await expect(week.getByText(/^Accord/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Thursday's doubled dinner removed: Friday's lunch of its leftovers goes with it.
    await day(page, /^jeudi/i)
      .getByRole("button", { name: /^Retirer .*, Dîner du jeudi/ })
      .click();
    await expect(week.getByRole("link", { name: /^Restes d/ })).toHaveCount(3);
    await expect(week.getByText(/pers\. \+ 2 portions pour demain midi/)).toHaveCount(3);
    await expect(day(page, /^vendredi/i).getByText("Aucun repas prévu")).toHaveCount(1);
    // Looked at by a person, at a laptop's width and a phone's.
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Générer le menu de la semaine" }) });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: info.outputPath(`formulaire-${width}.png`) });
      await day(page, /^mardi/i).screenshot({ path: info.outputPath(`mardi-${width}.png`) });
      await page.locator("#courses").screenshot({ path: info.outputPath(`liste-${width}.png`) });
    }
  });
});

test.describe("Menu Perso sur un téléphone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("« Partager la liste » ouvre le partage du téléphone avec la liste en texte", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await signUp(page, newPerson());
    await page.goto("/menu-perso?semaine=2027-05-10");
    const monday = day(page, /^lundi 10 mai/i);
    await monday.getByLabel("Recette pour le déjeuner du lundi 10 mai").fill("Quiche lorraine");
    await monday.getByRole("button", { name: "Ajouter au déjeuner du lundi 10 mai" }).click();
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Partager la liste" }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
    const { title, text } = (await shared.jsonValue()) as ShareData;
    expect(title).toBe("Liste de courses");
    expect(text).toContain("Crèmerie et œufs");
    expect(text).toContain("À avoir dans le placard");
    // The cupboard names what to check, without quantities.
    expect(text).toMatch(/\n- sel\n|\n- sel$/m);
  });
});

test.describe("Menu Perso, choisir un repas à la main", () => {
  test("le champ propose les recettes pendant la frappe et se pilote au clavier", async ({ page }) => {
    await signUp(page, newPerson());
    await page.goto("/menu-perso?semaine=2027-06-07");
    const monday = day(page, /^lundi 7 juin/i);
    const lunch = monday.getByRole("combobox", { name: "Recette pour le déjeuner du lundi 7 juin" });
    const suggestions = monday.getByRole("listbox", { name: "Recettes proposées" });

    await lunch.pressSequentially("quiche l");
    await expect(lunch).toHaveAttribute("aria-expanded", "true");
    await expect(suggestions.getByRole("option")).toHaveText(["Quiche lorraine"]);
    await expectNoAxeViolations(page);

    // Accents and capitals are forgiven; arrows move through the list, Escape closes it then clears.
    await lunch.fill("");
    await lunch.pressSequentially("SOUFFLE");
    await expect(suggestions.getByRole("option")).toHaveText(["Soufflé au comté"]);
    await lunch.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(lunch).toHaveAttribute("aria-expanded", "false");
    await lunch.press("Escape");
    await expect(lunch).toHaveValue("");

    await lunch.pressSequentially("saumon");
    const options = suggestions.getByRole("option");
    await expect(options).toHaveCount(5);
    for (const title of [
      "Saumon en papillote, courgette et citron",
      "Saumon teriyaki",
      "Tartare de saumon à l'avocat",
      "Quiche aux poireaux et au saumon",
      "Tagliatelle au saumon",
    ])
      await expect(suggestions.getByRole("option", { name: title })).toBeVisible();
    await lunch.press("ArrowDown");
    await lunch.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(lunch).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await lunch.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await lunch.press("Enter");
    await expect(lunch).toHaveValue("Saumon en papillote, courgette et citron");
    await expect(suggestions).toBeHidden();
    await lunch.press("Enter");
    await expect(page.getByText("Repas ajouté.")).toBeVisible();
    await expect(
      monday.getByRole("link", { name: "Saumon en papillote, courgette et citron" }),
    ).toBeVisible();

    // A click on a suggestion picks it too; the breakfast slot offers breakfasts only.
    const breakfast = monday.getByRole("combobox", {
      name: "Recette pour le petit-déjeuner du lundi 7 juin",
    });
    await breakfast.pressSequentially("quiche");
    await expect(monday.getByText("Aucune recette ne correspond.")).toBeVisible();
    await breakfast.fill("");
    await breakfast.pressSequentially("porridge");
    await monday.getByRole("option", { name: "Porridge aux pommes et à la cannelle" }).click();
    await expect(breakfast).toHaveValue("Porridge aux pommes et à la cannelle");
    await monday.getByRole("button", { name: "Ajouter au petit-déjeuner du lundi 7 juin" }).click();
    await expect(monday.getByRole("link", { name: "Porridge aux pommes et à la cannelle" })).toBeVisible();
  });
});

test.describe("Menu Perso sur un téléphone de 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test("la semaine tient dans l'écran, sans défilement horizontal, avec des cibles de 44 px", async ({
    page,
  }) => {
    await page.goto("/menu-perso?semaine=2027-07-05");
    await generate(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // The compact week: seven days on one line, each leading to its card.
    const strip = page.getByRole("navigation", { name: "Aller au jour" }).getByRole("link");
    await expect(strip).toHaveCount(7);
    await expect(strip.first()).toHaveAccessibleName("lundi 5 juillet, 3 repas sur 3");
    const first = await strip.first().boundingBox();
    const last = await strip.last().boundingBox();
    expect(first!.y).toBe(last!.y);
    expect(last!.x + last!.width).toBeLessThanOrEqual(360);
    await strip.nth(4).click();
    await expect(day(page, /^vendredi 9 juillet/i).getByRole("heading")).toBeInViewport();

    // Every day's heading is on screen whole, not cut off.
    for (const heading of await days(page).getByRole("heading", { level: 3 }).all()) {
      const box = (await heading.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    // Touch targets, 44 px at least: the week's links, the generator's fields and buttons,
    // a day's slots and the first items of the shopping list, measured in one pass.
    const targets = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const controls = 'input:not([type="hidden"]), select, button';
      const elements = [
        ...main.querySelectorAll("nav a"),
        ...main.querySelector("form")!.querySelectorAll(controls),
        ...main.querySelector('ol[aria-label="Jours de la semaine"] > li')!.querySelectorAll(controls),
        ...[...main.querySelectorAll('[aria-label="Fruits et légumes"] [role="checkbox"]')].slice(0, 5),
      ];
      return elements.map((element) => {
        // A checkbox is tapped through its label, which is the target.
        const zone =
          element instanceof HTMLInputElement && element.type === "checkbox"
            ? element.closest("label")!
            : element;
        const { width, height } = zone.getBoundingClientRect();
        return {
          what: element.outerHTML.slice(0, 100),
          width: Math.round(width),
          height: Math.round(height),
        };
      });
    });
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) {
      expect(target.height, target.what).toBeGreaterThanOrEqual(44);
      expect(target.width, target.what).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("Menu Perso sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cocher un article de la liste de courses, recharger : il reste coché", async ({ page }) => {
    await page.goto("/menu-perso?semaine=2027-08-02");
    await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
    await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible();
    await page.goto("/menu-perso?semaine=2027-08-02");

    const item = aisle(page, "Fruits et légumes").getByRole("checkbox").first();
    const name = (await item.textContent())!;
    await expect(item).not.toBeChecked();
    await item.click();
    await expect(page).toHaveURL(/\/menu-perso\?semaine=2027-08-02#courses$/);
    const same = aisle(page, "Fruits et légumes").getByRole("checkbox", { name, exact: true });
    await expect(same).toBeChecked();
    await expect(page.getByText(/^1 article coché sur \d+$/)).toBeVisible();

    await page.goto("/menu-perso?semaine=2027-08-02");
    await expect(same).toBeChecked();
    await same.click();
    await page.goto("/menu-perso?semaine=2027-08-02");
    await expect(same).not.toBeChecked();

    // The picker is a plain field with the browser's suggestions: part of a name is enough.
    const monday = day(page, /^lundi 2 août/i);
    await monday.getByRole("button", { name: /^Retirer .*, Déjeuner du lundi 2 août/ }).click();
    await monday.getByLabel("Recette pour le déjeuner du lundi 2 août").fill("quiche lor");
    await monday.getByRole("button", { name: "Ajouter au déjeuner du lundi 2 août" }).click();
    await expect(monday.getByRole("link", { name: "Quiche lorraine" })).toBeVisible();
  });
});
