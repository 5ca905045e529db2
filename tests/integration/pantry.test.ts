import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { recipeFoods } from "~/domain/pantry/coverage";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  signedUpSession,
  toqueForSuite,
  uniqueEmail,
  uniqueIp,
  visitorCookie,
  weekAhead,
} from "./toque-server";

const password = "gratin-du-dimanche";
const NBSP = "\u00a0";

/** The page's text with React's escapes undone, to search for French sentences. */
async function read(server: ToqueServer, path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const text = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  return { response, text };
}

/** The foods listed on Mon garde-manger, by the keys of their remove buttons. */
async function pantryKeys(server: ToqueServer, cookie?: string): Promise<string[]> {
  const { text } = await read(server, "/garde-manger", cookie);
  return [...text.matchAll(/name="article" value="([^"]+)"/g)].map((match) => match[1]!).sort();
}

/** One recipe card of « Avec ce que j'ai », as HTML. */
function card(text: string, title: string): string | undefined {
  const start = text.indexOf(`aria-label="${title}"`);
  if (start < 0) return undefined;
  return text.slice(start, text.indexOf("</article>", start));
}

const add = (server: ToqueServer, ingredients: string, cookie?: string) =>
  postForm(server, "/garde-manger", { intent: "add", ingredients }, { cookie });

describe.each(databasesUnderTest())("Mon garde-manger et « Avec ce que j'ai »", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started, opened) => {
    server = started;
    database = opened;
  });

  /** Rows of a table in the suite's database, read behind the server's back. */
  async function countRows(table: "pantry_item" | "shopping_extra"): Promise<number> {
    if (database.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ count: string }>(`select count(*) as count from ${table}`);
      await client.end();
      return Number(rows[0]?.count);
    }
    const sqlite = new SQLite(path.join(database.env.DATA_DIR!, "toque.sqlite"), { readonly: true });
    const row = sqlite.prepare<[], { count: number }>(`select count(*) as count from ${table}`).get();
    sqlite.close();
    return Number(row?.count);
  }

  it("un visiteur remplit son garde-manger, fautes d'accents pardonnées, doublons fusionnés, inconnus refusés", async () => {
    const first = await add(server, "epinard, lardons fumés");
    expect(first.status).toBe(200);
    const visitor = visitorCookie(first);
    // Without JavaScript, the answer to the first addition already shows what was added.
    expect(await first.clone().text()).toContain("Fruits et légumes");
    expect(await pantryKeys(server, visitor)).toEqual(["epinard", "lardon"]);
    const page = await read(server, "/garde-manger", visitor);
    expect(page.text).toContain("épinards");
    expect(page.text).toContain("Fruits et légumes");

    const again = await add(server, "Épinards", visitor);
    expect(again.status).toBe(200);
    expect((await again.text()).replaceAll("&#x27;", "'")).toContain("Déjà dans le garde-manger");
    expect(await pantryKeys(server, visitor)).toEqual(["epinard", "lardon"]);

    const unknown = await add(server, "beurre, xyz", visitor);
    expect(unknown.status).toBe(400);
    expect((await unknown.text()).replaceAll("&#x27;", "'")).toContain(
      `Toque ne connaît pas «${NBSP}xyz${NBSP}»${NBSP}: vérifiez l'orthographe.`,
    );
    expect(await pantryKeys(server, visitor)).toEqual(["epinard", "lardon"]);

    const removed = await postForm(
      server,
      "/garde-manger",
      { intent: "remove", article: "lardon" },
      { cookie: visitor },
    );
    expect(removed.status).toBe(200);
    expect(await pantryKeys(server, visitor)).toEqual(["epinard"]);
    // Another visitor reaches nothing of it.
    expect(await pantryKeys(server)).toEqual([]);
    expect((await postForm(server, "/garde-manger", { intent: "remove", article: "epinard" })).status).toBe(
      404,
    );

    const unconfirmed = await postForm(server, "/garde-manger", { intent: "clear" }, { cookie: visitor });
    expect(unconfirmed.status).toBe(400);
    expect(await pantryKeys(server, visitor)).toEqual(["epinard"]);
    const cleared = await postForm(
      server,
      "/garde-manger",
      { intent: "clear", confirmation: "oui" },
      { cookie: visitor },
    );
    expect(cleared.status).toBe(200);
    expect(await pantryKeys(server, visitor)).toEqual([]);
  });

  it("le garde-manger du visiteur suit dans son compte, figure dans l'export et part avec le compte", async () => {
    const visitor = visitorCookie(await add(server, "carottes, œufs"));
    const signup = await postForm(
      server,
      "/signup",
      { name: "Inès Marchal", email: uniqueEmail(), password, confirmPassword: password },
      { ip: uniqueIp(), cookie: visitor },
    );
    expect(signup.status).toBe(302);
    const account = sessionCookie(signup)!;
    const adopted = await read(server, "/garde-manger", `${account}; ${visitor}`);
    expect(adopted.response.headers.getSetCookie().some((value) => value.startsWith("toque_menu=;"))).toBe(
      true,
    );
    expect(await pantryKeys(server, account)).toEqual(["carotte", "oeuf"]);
    expect(await pantryKeys(server, visitor)).toEqual([]);

    const exported = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: account } });
    const body = (await exported.json()) as { garde_manger: { ingredient: string }[] };
    expect(body.garde_manger.map((item) => item.ingredient).sort()).toEqual(["carotte", "œuf"]);

    const deleted = await postForm(server, "/mon-compte", { password }, { cookie: account, ip: uniqueIp() });
    expect(deleted.status).toBe(302);
    expect(await countRows("pantry_item")).toBe(0);
  });

  it("« Avec ce que j'ai » classe les recettes, dit ce qui manque et l'ajoute à la liste de courses", async () => {
    const empty = await read(server, "/avec-ce-que-j-ai");
    expect(empty.text).toContain("Votre garde-manger est vide");
    expect(empty.text).toContain('href="/garde-manger"');

    const soup = catalogueRecipes.find((recipe) => recipe.id === "soupe-a-l-oignon")!;
    const foods = recipeFoods(soup.ingredients);
    const [kept, ...others] = foods.filter(
      (food) => !["sel", "poivre", "huile", "eau", "sucre", "farine"].includes(food.food),
    );
    expect(others.length).toBeGreaterThan(1);
    const visitor = visitorCookie(await add(server, others.map((food) => food.line.nom).join(", ")));

    const partial = card((await read(server, "/avec-ce-que-j-ai", visitor)).text, soup.title);
    // Measured for two, the default: the soup's line scaled from its servings.
    expect(partial).toMatch(new RegExp(`Il manque${NBSP}: [^<]*${kept!.line.nom.toLowerCase()}`, "i"));
    const ready = await read(server, "/avec-ce-que-j-ai?basiques=non&basiques=oui&maintenant=oui", visitor);
    expect(card(ready.text, soup.title)).toBeUndefined();

    const added = await postForm(
      server,
      "/avec-ce-que-j-ai",
      { intent: "missing", recette: `recette:${soup.id}` },
      { cookie: visitor },
    );
    expect(added.status).toBe(200);
    expect((await added.text()).replaceAll("&#x27;", "'")).toContain(
      "1 ingrédient ajouté à la liste de courses de la semaine.",
    );
    const list = await read(server, "/menu-perso", visitor);
    expect(list.text).toContain(`name="article" value="${kept!.entryId}"`);
    // Twice is the same as once.
    await postForm(
      server,
      "/avec-ce-que-j-ai",
      { intent: "missing", recette: `recette:${soup.id}` },
      { cookie: visitor },
    );
    const again = await read(server, "/menu-perso", visitor);
    expect(again.text.split(`name="article" value="${kept!.entryId}"`)).toHaveLength(2);

    await add(server, kept!.line.nom, visitor);
    const whole = await read(server, "/avec-ce-que-j-ai?maintenant=oui", visitor);
    expect(card(whole.text, soup.title)).toContain("Tout est là");
    // « Sans lait » and « Sans gluten » leave out the soup (butter, bread, gruyère), and keep
    // the choice in the form and in the page links.
    const withoutMilk = await read(server, "/avec-ce-que-j-ai?maintenant=oui&sans=lait", visitor);
    expect(card(withoutMilk.text, soup.title)).toBeUndefined();
    expect(withoutMilk.text).toMatch(/<input[^>]*name="sans" checked="" value="lait"/);
    expect(
      card((await read(server, "/avec-ce-que-j-ai?sans=gluten", visitor)).text, soup.title),
    ).toBeUndefined();
    expect(
      card((await read(server, "/avec-ce-que-j-ai?sans=arachides", visitor)).text, soup.title),
    ).toBeDefined();
    // Without the basics, salt and pepper are missing again.
    const strict = await read(server, "/avec-ce-que-j-ai?basiques=non", visitor);
    expect(card(strict.text, soup.title)).toContain("Il manque");

    const unknownRecipe = await postForm(
      server,
      "/avec-ce-que-j-ai",
      { intent: "missing", recette: "recette:nulle-part" },
      { cookie: visitor },
    );
    expect(unknownRecipe.status).toBe(404);
    expect(
      (await postForm(server, "/avec-ce-que-j-ai", { intent: "missing", recette: "<script>" })).status,
    ).toBe(400);
  });

  it("les recettes que la personne a gardées sont classées avec les autres, et personne d'autre ne les voit", async () => {
    const alice = await signedUpSession(server, "Alice Renaud", password);
    expect(
      (await postForm(server, "/recette/mousse-au-chocolat", { intent: "save" }, { cookie: alice })).status,
    ).toBe(200);
    await add(server, "chocolat noir, œufs", alice);
    const mine = await read(server, "/avec-ce-que-j-ai?maintenant=oui", alice);
    const id = mine.text.match(/value="mes-recettes:([0-9a-f-]{36})"|href="\/mes-recettes\/([0-9a-f-]{36})"/);
    expect(id).not.toBeNull();
    const saved = mine.text.slice(mine.text.indexOf(`href="/mes-recettes/${id![1] ?? id![2]}"`) - 400);
    expect(saved).toContain("Mes Recettes");

    const bob = await signedUpSession(server, "Bob Lenoir", password);
    await add(server, "chocolat noir", bob);
    expect((await read(server, "/avec-ce-que-j-ai", bob)).text).not.toContain("/mes-recettes/");
    const stolen = await postForm(
      server,
      "/avec-ce-que-j-ai",
      { intent: "missing", recette: `mes-recettes:${id![1] ?? id![2]}` },
      { cookie: bob },
    );
    expect(stolen.status).toBe(404);
  });

  it("« J'ai tout acheté » met tout ce qui reste à acheter dans le garde-manger, puis il ne reste rien", async () => {
    // A fixed week, as in the other Menu Perso suites: the plan then does not change with the season.
    const week = weekAhead();
    const generated = await postForm(server, "/menu-perso", {
      intent: "generate",
      semaine: week,
      portions: "2",
      toute: "on",
    });
    const visitor = visitorCookie(generated);
    const monday = week;
    // A food ticked in the shop: once at home, it is no longer a tick on the list.
    const listed = (await read(server, `/menu-perso?semaine=${week}`, visitor)).text;
    const article = /name="article" value="([^"]+)"/.exec(listed)?.[1];
    expect(article).toBeDefined();
    const ticked = await postForm(
      server,
      "/menu-perso",
      { intent: "tick", semaine: monday, article: article!, coche: "1" },
      { cookie: visitor },
    );
    expect(ticked.status).toBe(200);
    expect((await read(server, `/menu-perso?semaine=${week}`, visitor)).text).toContain(
      'aria-checked="true"',
    );
    const bought = await postForm(
      server,
      "/menu-perso",
      { intent: "bought", semaine: monday },
      { cookie: visitor },
    );
    expect(bought.status).toBe(200);
    expect((await bought.text()).replaceAll("&#x27;", "'")).toContain("au garde-manger");
    expect((await pantryKeys(server, visitor)).length).toBeGreaterThan(5);
    const again = await postForm(
      server,
      "/menu-perso",
      { intent: "bought", semaine: monday },
      { cookie: visitor },
    );
    expect(again.status).toBe(400);
    const { text } = await read(server, `/menu-perso?semaine=${week}`, visitor);
    expect(text).toContain("Déjà chez vous");
    expect(text).not.toContain('aria-checked="true"');
  });
});
