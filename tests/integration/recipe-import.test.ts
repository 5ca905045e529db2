import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecipeSite } from "../fixtures/recipe-site.mjs";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  startToque,
  uniqueIp,
} from "./toque-server";

/** Posts fields that may repeat (the editor's ingredient rows and steps), as a browser does. */
const quicheFields = (title: string, step: string): [string, string][] => [
  ["intent", "save"],
  ["kind", "imported"],
  ["title", title],
  ["description", "La vraie."],
  ["servings", "6"],
  ["prepMinutes", "20"],
  ["cookMinutes", "45"],
  ["ingredientQuantity", "200"],
  ["ingredientUnit", "g"],
  ["ingredientName", "lardons fumés"],
  ["ingredientQuantity", "3"],
  ["ingredientUnit", ""],
  ["ingredientName", "œufs"],
  ["ingredientQuantity", "20"],
  ["ingredientUnit", "cl"],
  ["ingredientName", "crème fraîche épaisse"],
  ["step", "Étaler la pâte."],
  ["step", step],
  ["sourceUrl", "https://www.marmiton.org/recettes/quiche.aspx"],
  ["imageUrl", ""],
];

describe.each(databasesUnderTest())("import de recettes", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let site: { port: number; close: () => Promise<void> };
  let cookie: string;

  beforeAll(async () => {
    site = await startRecipeSite();
    database = await openDatabase();
    // The fixture site listens on loopback: only the allow-list lets the import reach it.
    server = await startToque({ ...database.env, TRUST_PROXY: "1", IMPORT_ALLOW_HOSTS: "127.0.0.1" });
    cookie = await signedUpSession(server, "Odile Marchand", "quiche-sans-fromage");
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await site?.close();
  });

  const importFrom = (path: string, session = cookie) =>
    postForm(
      server,
      "/mes-recettes/importer",
      { intent: "address", address: `http://127.0.0.1:${site.port}${path}` },
      { cookie: session, ip: uniqueIp() },
    );

  it("asks to log in before importing", async () => {
    const response = await fetch(`${server.url}/mes-recettes/importer`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fmes-recettes%2Fimporter");
  });

  it("shows the page's recipe in the editor, nothing saved yet", async () => {
    const response = await importFrom("/quiche-graph.html");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="Quiche lorraine de Mamie"');
    expect(html).toContain('value="lardons fumés"');
    expect(html).toContain("Enregistrer la recette");
    const list = await (await fetch(`${server.url}/mes-recettes`, { headers: { Cookie: cookie } })).text();
    expect(list).not.toContain("Quiche lorraine de Mamie");
  });

  it.each([
    ["/sans-recette.html", "Aucune recette n"],
    ["/photo.png", "ne mène pas à une page web"],
    ["/enorme.html", "trop lourde"],
    ["/boucle-a", "trois redirections"],
    ["/vers-metadata", "seules les pages publiques"],
  ])("explains in French why %s cannot be imported", async (path, message) => {
    const response = await importFrom(path);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
  });

  it("reads a pasted recipe", async () => {
    const text =
      "Vinaigrette\nIngrédients\n1 c. à soupe de moutarde\n3 c. à soupe d'huile\nPréparation\nMélanger.";
    const response = await postForm(
      server,
      "/mes-recettes/importer",
      { intent: "paste", text },
      { cookie, ip: uniqueIp() },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="moutarde"');
    expect(html).toContain("Mélanger.");
  });

  it("saves a checked draft, shows it with Toque's nutrition and its source, edits and exports it", async () => {
    const path = await savedOwnRecipe(server, cookie, quicheFields("Quiche de Mamie", "Cuire."));
    expect(path).toMatch(/^\/mes-recettes\/[0-9a-f-]{36}$/);

    const page = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Quiche de Mamie");
    expect(page).toContain("Nutrition par portion");
    expect(page).toContain("marmiton.org");
    expect(page).toContain("200 g de lardons fumés");

    const edited = await postForm(
      server,
      `${path}/modifier`,
      quicheFields("Quiche de Mamie", "Cuire 45 minutes à 180 °C."),
      { cookie, ip: uniqueIp() },
    );
    expect(edited.status).toBe(302);
    const after = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    expect(after).toContain("Cuire 45 minutes à 180 °C.");

    const exported = await fetch(`${server.url}${path}/export`, { headers: { Cookie: cookie } });
    expect(exported.headers.get("content-disposition")).toContain("toque-quiche-de-mamie.json");
    const recipe = await exported.json();
    expect(recipe).toMatchObject({
      "@type": "Recipe",
      name: "Quiche de Mamie",
      recipeYield: "6 personnes",
      prepTime: "PT20M",
      recipeIngredient: ["200 g de lardons fumés", "3 œufs", "20 cl de crème fraîche épaisse"],
      isBasedOn: "https://www.marmiton.org/recettes/quiche.aspx",
    });

    // A catalogue recipe saved in Mes Recettes is exported too, with its lines written the French way.
    const save = await postForm(
      server,
      "/recette/ratatouille",
      { intent: "save" },
      { cookie, ip: uniqueIp() },
    );
    expect(save.status).toBe(200);
    const all = await (
      await fetch(`${server.url}/mes-recettes/export`, { headers: { Cookie: cookie } })
    ).json();
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Quiche de Mamie" }),
        expect.objectContaining({
          "@type": "Recipe",
          name: "Ratatouille niçoise",
          recipeCategory: expect.any(String),
        }),
      ]),
    );

    const personal = await (
      await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: cookie } })
    ).text();
    expect(personal).toContain("recette importée");

    const stranger = await signedUpSession(server, "Paul Dubois", "un-autre-mot-de-passe");
    expect((await fetch(`${server.url}${path}/modifier`, { headers: { Cookie: stranger } })).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}${path}/export`, { headers: { Cookie: stranger } })).status).toBe(404);
    const forged = await postForm(server, `${path}/modifier`, quicheFields("Volée", "Rien."), {
      cookie: stranger,
      ip: uniqueIp(),
    });
    expect(forged.status).toBe(404);
  });

  it("refuses to save a half-filled recipe, with French field errors, and saves nothing", async () => {
    const fields = quicheFields("", "Cuire.").map(([name, value]): [string, string] =>
      name === "servings" ? [name, "beaucoup"] : [name, value],
    );
    const response = await postForm(server, "/mes-recettes/nouvelle", fields, {
      cookie: cookie,
      ip: uniqueIp(),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Donnez un titre à la recette.");
    expect(html).toContain("Indiquez pour combien de personnes, entre 1 et 50.");
  });

  it("adds, moves and removes lines without JavaScript", async () => {
    const base = quicheFields("Quiche", "Cuire.").filter(([name]) => name !== "intent");
    const added = await postForm(server, "/mes-recettes/nouvelle", [["intent", "add-step"], ...base], {
      cookie: cookie,
      ip: uniqueIp(),
    });
    expect(await added.text()).toContain("Étape 3");
    const moved = await postForm(server, "/mes-recettes/nouvelle", [["intent", "up-step-1"], ...base], {
      cookie: cookie,
      ip: uniqueIp(),
    });
    const html = await moved.text();
    expect(html.indexOf("Cuire.")).toBeLessThan(html.indexOf("Étaler la pâte."));
  });

  it("limits imports per person", async () => {
    const session = await signedUpSession(server, "Rapide", "beaucoup-de-recettes");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await importFrom("/sans-recette.html", session)).status);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
