import { expect, logIn, newPerson, offlineRequestFailed, signUp, statusLogged, test } from "./fixtures";

const nav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Navigation principale" });

test.describe("comptes", () => {
  test.skip(({ isMobile }) => isMobile, "parcours de compte testé sur grand écran");

  test("s'inscrire, voir Mes Recettes, se déconnecter, se reconnecter", async ({ page }) => {
    const person = newPerson();
    await signUp(page, person);
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Mes Recettes" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toHaveCount(0);

    await nav(page).getByRole("link", { name: "Mes Recettes" }).click();
    await expect(page.getByText("Bonjour Camille Laurent !")).toBeVisible();
    await expect(page.getByText("Aucune recette sauvegardée")).toBeVisible();

    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Mes Recettes" })).toHaveCount(0);

    await nav(page).getByRole("link", { name: "Connexion" }).click();
    await logIn(page, person);
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("button", { name: "Déconnexion" })).toBeVisible();
  });

  test("chaque message de validation de l'inscription, sous son champ", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toBeFocused();
    await expect(page.getByLabel("Nom complet")).toHaveAccessibleDescription(
      "Le nom doit contenir au moins 2 caractères",
    );

    await page.getByLabel("Nom complet").fill("Camille");
    await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeHidden();
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret-du-chef");
    await page.getByLabel("Confirmer le mot de passe").fill("secret-du-chf");
    await page.getByLabel("Confirmer le mot de passe").blur();
    await expect(page.getByLabel("Confirmer le mot de passe")).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );
    await expect(page).toHaveURL("/signup");
  });

  test("les messages de validation de la connexion", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("camille");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email invalide");
    await expect(page.getByLabel("Mot de passe")).toHaveAccessibleDescription("Le mot de passe est requis");
  });

  test("un mauvais mot de passe et un email inconnu donnent le même message", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(401));
    const person = newPerson();
    await signUp(page, person);
    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    // Leaving the page before the sign-out has answered would cancel it, and /login sends a signed-in person away.
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/login");
    await logIn(page, { email: person.email, password: "pas-le-bon-mot-de-passe" });
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
    await page.goto("/login");
    await logIn(page, { email: `inconnu.${person.email}`, password: person.password });
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
  });

  test("les boutons disent ce qu'ils font pendant l'envoi", async ({ page }) => {
    // Holds the answer a moment so that the busy state can be seen.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const person = newPerson();
    await page.goto("/signup");
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("button", { name: "Création du compte..." })).toBeDisabled();
    await expect(nav(page).getByRole("button", { name: "Déconnexion" })).toBeVisible();

    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/login");
    await logIn(page, person);
    await expect(page.getByRole("button", { name: "Connexion..." })).toBeDisabled();
    await expect(page).toHaveURL("/");
  });

  test("un email déjà utilisé et un mot de passe trop courant sont refusés en français", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(400), statusLogged(409));
    const person = newPerson();
    await signUp(page, person);
    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();

    await page.goto("/signup");
    await page.getByLabel("Nom complet").fill("Julien Moreau");
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("soleil");
    await page.getByLabel("Confirmer le mot de passe").fill("soleil");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAccessibleDescription(
      "Ce mot de passe est trop courant",
    );

    await page.getByLabel("Mot de passe", { exact: true }).fill("un-mot-de-passe-rare");
    await page.getByLabel("Confirmer le mot de passe").fill("un-mot-de-passe-rare");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Un compte existe déjà avec cet email. Connectez-vous, ou utilisez une autre adresse.",
    );
  });

  test("trop de tentatives de connexion sur un compte sont bloquées avec un message clair", async ({
    page,
    allowConsole,
  }) => {
    // Nine sign-in attempts, each hashing a password on the server.
    test.setTimeout(90_000);
    allowConsole(statusLogged(401), statusLogged(429));
    const email = newPerson().email;
    for (let attempt = 1; attempt <= 8; attempt++) {
      await page.goto("/login");
      await logIn(page, { email, password: `essai-${attempt}` });
      await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
    }
    await page.goto("/login");
    await logIn(page, { email, password: "essai-9" });
    await expect(page.getByRole("alert")).toHaveText(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ minutes\.$/,
    );
  });

  test("la page de connexion ramène à la page d'où l'on vient", async ({ page }) => {
    const person = newPerson();
    await signUp(page, person);
    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();

    await page.goto("/mon-compte");
    await expect(page).toHaveURL("/login?redirectTo=%2Fmon-compte");
    await logIn(page, person);
    await expect(page).toHaveURL("/mon-compte");
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  });

  test("s'inscrire depuis la page de connexion ramène aussi à la page d'où l'on vient", async ({ page }) => {
    await page.goto("/mon-compte");
    await expect(page).toHaveURL("/login?redirectTo=%2Fmon-compte");
    await page.getByRole("link", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL("/signup?redirectTo=%2Fmon-compte");
    const person = newPerson("Inès Fontaine");
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL("/mon-compte");
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
  });

  test("le serveur injoignable donne un message en français", async ({ page, allowConsole }) => {
    allowConsole(offlineRequestFailed);
    await page.goto("/signup");
    await page.route("**/signup.data*", (route) => route.abort("internetdisconnected"));
    const person = newPerson();
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Le serveur est injoignable. Vérifiez votre connexion internet, puis réessayez.",
    );
  });

  test("Mon compte : exporter ses données, puis supprimer son compte", async ({ page, allowConsole }) => {
    allowConsole(statusLogged(400), statusLogged(401));
    const person = newPerson("Nadia Benali");
    await signUp(page, person);
    await nav(page).getByRole("link", { name: "Mes Recettes" }).click();
    await expect(page).toHaveURL("/mes-recettes");
    // Mes Recettes links to the account too, besides the navigation.
    await page.getByRole("main").getByRole("link", { name: "Mon compte" }).click();
    await expect(page.getByText(person.email)).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Télécharger mes données" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("toque-mes-donnees.json");
    const exported = JSON.parse(
      await (
        await file.createReadStream()
      )
        .toArray()
        .then((chunks) => Buffer.concat(chunks).toString("utf8")),
    );
    expect(exported.compte).toMatchObject({ nom: "Nadia Benali", email: person.email });

    await page.getByLabel("Mot de passe").fill("pas-le-bon");
    await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
    await expect(page.getByLabel("Mot de passe")).toHaveAccessibleDescription("Mot de passe incorrect");

    await page.getByLabel("Mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
    await expect(page).toHaveURL("/compte-supprime");
    await expect(page.getByRole("heading", { level: 1, name: "Votre compte a été supprimé" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("toutes ses données ont été effacés définitivement");
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();

    await page.goto("/login");
    await logIn(page, person);
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "formulaires testés sur grand écran");

  test("l'inscription et la connexion fonctionnent, avec les mêmes messages", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(400), statusLogged(401));
    await page.goto("/signup");
    await page.getByLabel("Nom complet").fill("C");
    await page.getByLabel("Email").fill("camille");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByLabel("Nom complet")).toHaveAccessibleDescription(
      "Le nom doit contenir au moins 2 caractères",
    );
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email invalide");
    await expect(page.getByLabel("Email")).toHaveValue("camille");

    const person = newPerson();
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("button", { name: "Déconnexion" })).toBeVisible();

    await nav(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(nav(page).getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/login");
    await logIn(page, { email: person.email, password: "faux-mot-de-passe" });
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
    await logIn(page, person);
    await expect(nav(page).getByRole("button", { name: "Déconnexion" })).toBeVisible();
  });
});
