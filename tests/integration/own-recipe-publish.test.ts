import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  startToque,
} from "./toque-server";

/** A recipe from the editor: written by the cook, or imported with its source page. */
function editorFields(kind: "written" | "imported", title: string): [string, string][] {
  return [
    ["intent", "save"],
    ["kind", kind],
    ["title", title],
    ["description", ""],
    ["servings", "4"],
    ["prepMinutes", "20"],
    ["cookMinutes", "35"],
    ["ingredientQuantity", "200"],
    ["ingredientUnit", "g"],
    ["ingredientName", "lardons fumés"],
    ["ingredientQuantity", "1/2"],
    ["ingredientUnit", ""],
    ["ingredientName", "citron"],
    ["step", "Faire revenir les lardons."],
    ["step", "Arroser de citron et servir."],
    ["sourceUrl", kind === "imported" ? "https://www.example.org/recettes/tourte" : ""],
    ["imageUrl", ""],
  ];
}

async function saveFromEditor(server: ToqueServer, cookie: string, fields: [string, string][]) {
  return (await savedOwnRecipe(server, cookie, fields)).split("/").at(-1)!;
}

const page = async (server: ToqueServer, path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, text: await response.text() };
};

describe.each(databasesUnderTest())("Publier une recette de Mes Recettes", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let cookie: string;

  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
    cookie = await signedUpSession(server, "Odile Marchand", "tourte-aux-lardons");
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("publie une recette écrite dans Nos Recettes sous le nom de son autrice, puis la retire", async () => {
    const id = await saveFromEditor(server, cookie, editorFields("written", "Poêlée d'Odile"));
    expect((await page(server, `/mes-recettes/${id}`, cookie)).text).toContain("Publier dans la communauté");

    const published = await postForm(server, "/mes-recettes", { intent: "publish", id }, { cookie });
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Recette publiée dans la communauté.");

    const listed = await page(server, `/nos-recettes?q=${encodeURIComponent("Poêlée d'Odile")}`);
    const communityId = /href="\/recette\/(communaute-[0-9a-f]+)"/.exec(listed.text)?.[1];
    expect(communityId).toBeDefined();
    const recipe = await page(server, `/recette/${communityId}`);
    expect(recipe.status).toBe(200);
    expect(recipe.text).toContain("Odile Marchand");
    expect(recipe.text).toContain("Faire revenir les lardons.");
    expect((await page(server, `/mes-recettes/${id}`, cookie)).text).toContain("Retirer de la communauté");

    // Publishing twice keeps the one community recipe.
    await postForm(server, "/mes-recettes", { intent: "publish", id }, { cookie });
    const again = await page(server, `/nos-recettes?q=${encodeURIComponent("Poêlée d'Odile")}`);
    expect(again.text.match(/href="\/recette\/communaute-[0-9a-f]+"/g)?.length).toBe(
      listed.text.match(/href="\/recette\/communaute-[0-9a-f]+"/g)?.length,
    );

    const other = await signedUpSession(server, "Bruno Petit", "pas-la-sienne-du-tout");
    for (const intent of ["publish", "withdraw"])
      expect((await postForm(server, "/mes-recettes", { intent, id }, { cookie: other })).status).toBe(404);

    const withdrawn = await postForm(server, "/mes-recettes", { intent: "withdraw", id }, { cookie });
    expect(withdrawn.status).toBe(200);
    expect((await page(server, `/recette/${communityId}`)).status).toBe(404);
    expect((await page(server, `/mes-recettes/${id}`, cookie)).text).toContain("Publier dans la communauté");
  });

  it("refuse en français de publier une recette importée, et le dit sur sa page", async () => {
    const id = await saveFromEditor(server, cookie, editorFields("imported", "Tourte d'ailleurs"));
    const recipePage = (await page(server, `/mes-recettes/${id}`, cookie)).text;
    expect(recipePage).not.toContain("Publier dans la communauté");
    expect(recipePage).toContain("Une recette importée appartient à son site d&#x27;origine");

    const refused = await postForm(server, "/mes-recettes", { intent: "publish", id }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("ne peut pas être publiée dans la communauté.");
    const listed = await page(server, `/nos-recettes?q=${encodeURIComponent("Tourte d'ailleurs")}`);
    expect(listed.text).not.toMatch(/href="\/recette\/communaute-/);
  });
  it("personnalise une recette écrite dans Le Chef C'est Vous et garde la version dans Mes Recettes", async () => {
    const id = await saveFromEditor(server, cookie, editorFields("written", "Poêlée du lundi"));
    expect((await page(server, `/mes-recettes/${id}`, cookie)).text).toContain(
      `href="/chef-vous/mes-recettes/${id}"`,
    );
    const preview = await page(server, `/chef-vous/mes-recettes/${id}?portions=8&retirer=1`, cookie);
    expect(preview.status).toBe(200);
    expect(preview.text).toMatch(/<h1[^>]*>Personnaliser[^<]*(<!-- -->[^<]*)*Poêlée du lundi<\/h1>/);
    expect(preview.text).toContain('"amount\\",\\"400 g\\"');

    const invalid = await page(server, `/chef-vous/mes-recettes/${id}?portions=500`, cookie);
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain("Choisissez entre 1 et 24\u00a0personnes.");

    const saved = await postForm(
      server,
      `/chef-vous/mes-recettes/${id}`,
      { portions: "8", retirer: "1" },
      { cookie },
    );
    expect(saved.status).toBe(302);
    const versionId = saved.headers.get("location")!.split("/").at(-1)!;
    expect(versionId).not.toBe(id);
    const version = (await page(server, `/mes-recettes/${versionId}`, cookie)).text;
    expect(version).toContain("Votre version personnalisée");
    expect(version).toContain(`href="/mes-recettes/${id}"`);
    expect(version).not.toMatch(/>citron</);
    expect((await page(server, `/mes-recettes/${id}`, cookie)).text).toContain("Poêlée du lundi");

    // A version of the cook's own text is theirs to publish.
    const published = await postForm(
      server,
      "/mes-recettes",
      { intent: "publish", id: versionId },
      { cookie },
    );
    expect(published.status).toBe(200);
    await postForm(server, "/mes-recettes", { intent: "withdraw", id: versionId }, { cookie });
  });

  it("réserve la personnalisation d'une recette à son auteur, et ne publie pas la version d'une recette importée", async () => {
    const id = await saveFromEditor(server, cookie, editorFields("imported", "Tourte venue d'ailleurs"));
    const other = await signedUpSession(server, "Chloé Bernard", "pas-la-sienne-non-plus");
    expect((await page(server, `/chef-vous/mes-recettes/${id}`, other)).status).toBe(404);
    expect(
      (await postForm(server, `/chef-vous/mes-recettes/${id}`, { portions: "2" }, { cookie: other })).status,
    ).toBe(404);
    const anonymous = await postForm(server, `/chef-vous/mes-recettes/${id}`, { portions: "2" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    const saved = await postForm(server, `/chef-vous/mes-recettes/${id}`, { portions: "2" }, { cookie });
    expect(saved.status).toBe(302);
    const versionId = saved.headers.get("location")!.split("/").at(-1)!;
    const refused = await postForm(server, "/mes-recettes", { intent: "publish", id: versionId }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("ne peut pas être publiée dans la communauté.");
  });
});
