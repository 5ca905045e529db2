import { describe, expect, it } from "vitest";
import { apiRoutes } from "~/.server/api/routes";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  signedUpSession,
  toqueForSuite,
  uniqueIp,
  weekAhead,
} from "./toque-server";

const SECRET = /toque_[A-Za-z0-9_-]{43}/;

/** « Créer un jeton » on Mon compte, as a browser without JavaScript sends it: the page shows it once. */
export async function newToken(server: ToqueServer, cookie: string, name: string, scope: "read" | "write") {
  const response = await postForm(
    server,
    "/mon-compte",
    { intent: "creer-jeton", nom: name, portee: scope },
    { cookie, ip: uniqueIp() },
  );
  expect(response.status).toBe(200);
  const secret = SECRET.exec(await response.text())?.[0];
  if (!secret) throw new Error("pas de jeton sur la page");
  return secret;
}

export function api(
  server: ToqueServer,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { "X-Forwarded-For": uniqueIp() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The declared answer of a route: what the OpenAPI document promises is what is sent. */
function declared(method: string, path: string) {
  const route = apiRoutes.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route?.response) throw new Error(`${method} ${path} : pas de réponse déclarée`);
  return route.response;
}

const recipe = {
  title: "Soupe du jeton",
  description: "Une soupe écrite par un script.",
  servings: 4,
  prepMinutes: 15,
  cookMinutes: 30,
  ingredients: [
    { quantite: "500", unite: "g", nom: "carottes" },
    { quantite: "1", unite: "", nom: "oignon" },
  ],
  steps: ["Éplucher et couper.", "Cuire 30 minutes et mixer."],
};

describe.each(databasesUnderTest())("l'API /api/v1", (openDatabase) => {
  let server: ToqueServer;
  let cookie: string;
  let writer: string;
  let reader: string;
  toqueForSuite(openDatabase, async (started) => {
    server = started;
    cookie = await signedUpSession(server, "Inès Api", "api-secrete-1");
    writer = await newToken(server, cookie, "Script de courses", "write");
    reader = await newToken(server, cookie, "Tableau de bord", "read");
  });

  it("lists the tokens on Mon compte, by name and scope, never their secret", async () => {
    const page = await (await fetch(`${server.url}/mon-compte`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Accès à l&#x27;API");
    expect(page).toContain("Script de courses");
    expect(page).toContain("Lecture et écriture");
    expect(page).not.toMatch(SECRET);
  });

  it("reads the catalogue and a recipe, as declared", async () => {
    const list = await api(server, reader, "GET", "/recipes?q=quiche&page=1");
    expect(list.status).toBe(200);
    const found = declared("get", "/recipes").parse(await list.json()) as { recipes: { id: string }[] };
    expect(found.recipes.map((card) => card.id)).toContain("quiche-lorraine");
    const one = await api(server, reader, "GET", "/recipes/quiche-lorraine");
    expect(one.status).toBe(200);
    declared("get", "/recipes/{id}").parse(await one.json());
    const missing = await api(server, reader, "GET", "/recipes/nulle-part");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "introuvable" });
  });

  it("writes, reads, changes and deletes an own recipe", async () => {
    const created = await api(server, writer, "POST", "/my-recipes", recipe);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = await api(server, reader, "GET", `/my-recipes/${id}`);
    expect(declared("get", "/my-recipes/{id}").parse(await read.json())).toMatchObject({
      title: "Soupe du jeton",
      origin: "written",
      recipe: { servings: 4 },
    });
    const changed = await api(server, writer, "PUT", `/my-recipes/${id}`, { ...recipe, servings: 6 });
    expect(changed.status).toBe(200);
    const list = await api(server, reader, "GET", "/my-recipes");
    expect(declared("get", "/my-recipes").parse(await list.json())).toMatchObject({
      recipes: [{ id, title: "Soupe du jeton" }],
    });
    expect((await api(server, writer, "DELETE", `/my-recipes/${id}`)).status).toBe(204);
    expect((await api(server, reader, "GET", `/my-recipes/${id}`)).status).toBe(404);
  });

  it("plans the week, lists its shopping, ticks it, and keeps the pantry", async () => {
    const monday = weekAhead(2);
    const set = await api(server, writer, "PUT", "/week/meals", {
      day: monday,
      type: "dinner",
      recette: "quiche-lorraine",
      portions: 4,
    });
    expect(set.status).toBe(200);
    const week = declared("get", "/week").parse(
      await (await api(server, reader, "GET", `/week?semaine=${monday}`)).json(),
    );
    expect(week).toMatchObject({
      semaine: monday,
      repas: [{ day: monday, type: "dinner", recipeId: "quiche-lorraine" }],
    });

    const generated = await api(server, writer, "POST", "/week/generate", {
      semaine: weekAhead(3),
      portions: 2,
    });
    expect(generated.status).toBe(200);
    const planned = (await (await api(server, reader, "GET", `/week?semaine=${weekAhead(3)}`)).json()) as {
      repas: unknown[];
    };
    expect(planned.repas.length).toBeGreaterThan(10);

    const list = declared("get", "/shopping-list").parse(
      await (await api(server, reader, "GET", `/shopping-list?semaine=${monday}`)).json(),
    ) as { rayons: { items: { key: string; ticked: boolean }[] }[] };
    const item = list.rayons.flatMap((aisle) => aisle.items)[0]!;
    const tick = await api(server, writer, "PUT", "/shopping-list/ticks", {
      semaine: monday,
      article: item.key,
      coche: "1",
    });
    expect(tick.status).toBe(200);
    const after = (await (
      await api(server, reader, "GET", `/shopping-list?semaine=${monday}`)
    ).json()) as typeof list;
    expect(after.rayons.flatMap((aisle) => aisle.items).find((each) => each.key === item.key)?.ticked).toBe(
      true,
    );

    const added = await api(server, writer, "POST", "/pantry", { ingredients: "tomates, riz" });
    expect(added.status).toBe(201);
    const pantry = declared("get", "/pantry").parse(
      await (await api(server, reader, "GET", "/pantry")).json(),
    ) as {
      rayons: { items: { key: string; name: string }[] }[];
    };
    const foods = pantry.rayons.flatMap((aisle) => aisle.items);
    expect(foods.length).toBe(2);
    const removed = await api(server, writer, "DELETE", `/pantry/${encodeURIComponent(foods[0]!.key)}`);
    expect(removed.status).toBe(200);
    expect((await api(server, writer, "DELETE", `/pantry/${encodeURIComponent(foods[0]!.key)}`)).status).toBe(
      404,
    );
  });

  it("refuses a read token every write, in French, and writes nothing", async () => {
    for (const route of apiRoutes.filter((candidate) => candidate.scope === "write")) {
      const path = route.path.replace("{id}", "x").replace("{article}", "x");
      const response = await api(server, reader, route.method.toUpperCase(), path, {});
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toEqual({
        code: "portee_insuffisante",
        message: expect.stringContaining("lecture seule"),
      });
    }
  });

  it("answers 401 without a token, with a cookie only, or with an unknown one", async () => {
    expect(await (await api(server, undefined, "GET", "/pantry")).json()).toMatchObject({
      code: "jeton_absent",
    });
    const withCookie = await fetch(`${server.url}/api/v1/pantry`, { headers: { Cookie: cookie } });
    expect(withCookie.status).toBe(401);
    const forged = await api(server, `toque_${"A".repeat(43)}`, "GET", "/pantry");
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      code: "jeton_invalide",
      message: "Ce jeton est inconnu ou a été révoqué.",
    });
  });

  it("names the field of a bad body, in French, and keeps nothing", async () => {
    const cases: [string, string, unknown, string][] = [
      ["POST", "/my-recipes", { ...recipe, servings: 0 }, "servings"],
      ["POST", "/my-recipes", { ...recipe, title: undefined }, "title"],
      [
        "POST",
        "/my-recipes",
        { ...recipe, ingredients: [{ quantite: "1", unite: "", nom: "" }] },
        "ingredients.0.nom",
      ],
      [
        "PUT",
        "/week/meals",
        { day: "2026-02-30", type: "dinner", recette: "quiche-lorraine", portions: 2 },
        "day",
      ],
      [
        "PUT",
        "/week/meals",
        { day: weekAhead(5), type: "goûter", recette: "quiche-lorraine", portions: 2 },
        "type",
      ],
      [
        "PUT",
        "/week/meals",
        { day: weekAhead(5), type: "dinner", recette: "nulle-part", portions: 2 },
        "recette",
      ],
      ["POST", "/week/generate", { semaine: weekAhead(5), portions: 99 }, "portions"],
      ["POST", "/pantry", { ingredients: "" }, "ingredients"],
      ["POST", "/pantry", { ingredients: "tomates, kryptonite" }, "ingredients"],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await api(server, writer, method, path, body);
      expect(response.status, `${method} ${path} ${field}`).toBe(400);
      const error = (await response.json()) as { code: string; message: string; champ: string };
      expect(error.code).toBe("requete_invalide");
      expect(error.champ).toBe(field);
      expect(error.message).not.toMatch(/invalid|expected|too (small|big)/i);
    }
    const broken = await api(server, writer, "POST", "/my-recipes", "{ pas du json");
    expect(await broken.json()).toMatchObject({ code: "json_invalide" });
    const mine = (await (await api(server, reader, "GET", "/my-recipes")).json()) as { recipes: unknown[] };
    expect(mine.recipes).toEqual([]);
    const week = (await (await api(server, reader, "GET", `/week?semaine=${weekAhead(5)}`)).json()) as {
      repas: unknown[];
    };
    expect(week.repas).toEqual([]);
    const pantry = (await (await api(server, reader, "GET", "/pantry")).json()) as {
      rayons: { items: { name: string }[] }[];
    };
    expect(pantry.rayons.flatMap((aisle) => aisle.items).map((item) => item.name)).not.toContain("tomates");
  });

  it("never lets another person's token read or change this person's data", async () => {
    const other = await signedUpSession(server, "Bruno Api", "api-secrete-2");
    const intruder = await newToken(server, other, "Curieux", "write");
    const created = await api(server, writer, "POST", "/my-recipes", recipe);
    const { id } = (await created.json()) as { id: string };
    const monday = weekAhead(6);
    await api(server, writer, "PUT", "/week/meals", {
      day: monday,
      type: "lunch",
      recette: "quiche-lorraine",
      portions: 2,
    });
    await api(server, writer, "POST", "/pantry", { ingredients: "beurre" });

    expect((await api(server, intruder, "GET", `/my-recipes/${id}`)).status).toBe(404);
    expect((await api(server, intruder, "PUT", `/my-recipes/${id}`, recipe)).status).toBe(404);
    expect((await api(server, intruder, "DELETE", `/my-recipes/${id}`)).status).toBe(404);
    expect(await (await api(server, intruder, "GET", "/my-recipes")).json()).toEqual({ recipes: [] });
    expect(await (await api(server, intruder, "GET", `/week?semaine=${monday}`)).json()).toEqual({
      semaine: monday,
      repas: [],
    });
    expect(await (await api(server, intruder, "GET", `/shopping-list?semaine=${monday}`)).json()).toEqual({
      semaine: monday,
      rayons: [],
    });
    expect(await (await api(server, intruder, "GET", "/pantry")).json()).toEqual({ rayons: [] });
    // Planning someone's own recipe, or removing from their pantry, reaches only the intruder's own data.
    const planned = await api(server, intruder, "PUT", "/week/meals", {
      day: monday,
      type: "dinner",
      recette: `mes-recettes:${id}`,
      portions: 2,
    });
    expect(planned.status).toBe(400);
    expect((await api(server, intruder, "DELETE", "/pantry/beurre")).status).toBe(404);

    expect((await api(server, reader, "GET", `/my-recipes/${id}`)).status).toBe(200);
    const pantry = (await (await api(server, reader, "GET", "/pantry")).json()) as {
      rayons: { items: { name: string }[] }[];
    };
    expect(pantry.rayons.flatMap((aisle) => aisle.items).map((item) => item.name)).toContain("beurre");
    // Nor revoke them from Mon compte.
    const page = await (await fetch(`${server.url}/mon-compte`, { headers: { Cookie: cookie } })).text();
    const tokenId = /name="jeton" value="([0-9a-f-]{36})"/.exec(page)![1]!;
    const revoke = await postForm(
      server,
      "/mon-compte",
      { intent: "revoquer-jeton", jeton: tokenId },
      { cookie: other, ip: uniqueIp() },
    );
    expect(revoke.status).toBe(400);
  });

  it("gives two members of one household the same week with their own tokens, and an outsider none of it", async () => {
    const owner = await signedUpSession(server, "Marc Api Foyer", "api-foyer-1");
    const member = await signedUpSession(server, "Jules Api Foyer", "api-foyer-2");
    const outsider = await signedUpSession(server, "Chloé Api Ailleurs", "api-foyer-3");
    const invited = await postForm(
      server,
      "/mon-foyer",
      { intent: "inviter" },
      { cookie: owner, ip: uniqueIp() },
    );
    const link = /\/foyer\/rejoindre\/[A-Za-z0-9_-]{43}/.exec(await invited.text())![0];
    expect((await postForm(server, link, {}, { cookie: member, ip: uniqueIp() })).status).toBe(302);
    const ownerToken = await newToken(server, owner, "Tablette de la cuisine", "write");
    const memberToken = await newToken(server, member, "Téléphone de Jules", "write");
    const outsiderToken = await newToken(server, outsider, "Curieuse", "write");

    const monday = weekAhead(9);
    const meal = (token: string, type: string) =>
      api(server, token, "PUT", "/week/meals", {
        day: monday,
        type,
        recette: "quiche-lorraine",
        portions: 4,
      });
    expect((await meal(ownerToken, "lunch")).status).toBe(200);
    expect((await meal(memberToken, "dinner")).status).toBe(200);
    const weekOf = async (token: string) =>
      declared("get", "/week").parse(
        await (await api(server, token, "GET", `/week?semaine=${monday}`)).json(),
      ) as {
        repas: { id: string; type: string }[];
      };
    const [ownerWeek, memberWeek] = [await weekOf(ownerToken), await weekOf(memberToken)];
    expect(ownerWeek.repas.map((entry) => entry.type).sort()).toEqual(["dinner", "lunch"]);
    expect(memberWeek).toEqual(ownerWeek);
    const listOf = async (token: string) =>
      (await (await api(server, token, "GET", `/shopping-list?semaine=${monday}`)).json()) as {
        rayons: { items: { key: string; ticked: boolean }[] }[];
      };
    const item = (await listOf(ownerToken)).rayons.flatMap((aisle) => aisle.items)[0]!;
    const ticked = await api(server, memberToken, "PUT", "/shopping-list/ticks", {
      semaine: monday,
      article: item.key,
      coche: "1",
    });
    expect(ticked.status).toBe(200);
    expect(
      (await listOf(ownerToken)).rayons.flatMap((aisle) => aisle.items).find((each) => each.key === item.key)
        ?.ticked,
    ).toBe(true);
    await api(server, ownerToken, "POST", "/pantry", { ingredients: "beurre" });

    // No URL names a household: the outsider's token reaches only her own, empty, week and list,
    // and what names the household's things (its list's article, its pantry's food) answers 404.
    expect(await weekOf(outsiderToken)).toEqual({ semaine: monday, repas: [] });
    expect(await listOf(outsiderToken)).toEqual({ semaine: monday, rayons: [] });
    const foreignTick = await api(server, outsiderToken, "PUT", "/shopping-list/ticks", {
      semaine: monday,
      article: item.key,
      coche: "1",
    });
    expect(foreignTick.status).toBe(404);
    expect(await foreignTick.json()).toMatchObject({ code: "introuvable" });
    expect((await api(server, outsiderToken, "DELETE", "/pantry/beurre")).status).toBe(404);
    // And the household's week is as it was.
    expect(await weekOf(memberToken)).toEqual(ownerWeek);
    expect(
      (await listOf(memberToken)).rayons.flatMap((aisle) => aisle.items).find((each) => each.key === item.key)
        ?.ticked,
    ).toBe(true);
  });

  it("lets a member read, not change, a recipe shared with or planned in the household, and an outsider neither", async () => {
    const author = await signedUpSession(server, "Léa Api Recette", "api-recette-1");
    const member = await signedUpSession(server, "Paul Api Recette", "api-recette-2");
    const outsider = await signedUpSession(server, "Anne Api Dehors", "api-recette-3");
    const invited = await postForm(
      server,
      "/mon-foyer",
      { intent: "inviter" },
      { cookie: author, ip: uniqueIp() },
    );
    const link = /\/foyer\/rejoindre\/[A-Za-z0-9_-]{43}/.exec(await invited.text())![0];
    expect((await postForm(server, link, {}, { cookie: member, ip: uniqueIp() })).status).toBe(302);
    const authorToken = await newToken(server, author, "Carnet de Léa", "write");
    const memberToken = await newToken(server, member, "Lecteur de Paul", "write");
    const outsiderToken = await newToken(server, outsider, "Lectrice d'Anne", "write");
    const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
    const kept = await idOf(await api(server, authorToken, "POST", "/my-recipes", recipe));
    const shared = await idOf(
      await api(server, authorToken, "POST", "/my-recipes", { ...recipe, title: "Tarte partagée" }),
    );
    const planned = await idOf(
      await api(server, authorToken, "POST", "/my-recipes", { ...recipe, title: "Gratin prévu" }),
    );
    const share = await postForm(
      server,
      "/mes-recettes",
      { intent: "share", id: shared },
      { cookie: author, ip: uniqueIp() },
    );
    expect(share.status).toBe(200);
    const plan = await api(server, authorToken, "PUT", "/week/meals", {
      day: weekAhead(10),
      type: "dinner",
      recette: `mes-recettes:${planned}`,
      portions: 4,
    });
    expect(plan.status).toBe(200);

    for (const [id, title] of [
      [shared, "Tarte partagée"],
      [planned, "Gratin prévu"],
    ] as const) {
      const read = await api(server, memberToken, "GET", `/my-recipes/${id}`);
      expect(read.status, title).toBe(200);
      expect(declared("get", "/my-recipes/{id}").parse(await read.json())).toMatchObject({
        id,
        title,
        origin: "written",
        author: "Léa Api Recette",
        recipe: { servings: 4 },
      });
      // Read only: changing or deleting it stays the author's.
      expect((await api(server, memberToken, "PUT", `/my-recipes/${id}`, recipe)).status).toBe(404);
      expect((await api(server, memberToken, "DELETE", `/my-recipes/${id}`)).status).toBe(404);
      expect((await api(server, outsiderToken, "GET", `/my-recipes/${id}`)).status).toBe(404);
    }
    // Neither shared nor planned: still the author's alone.
    expect((await api(server, memberToken, "GET", `/my-recipes/${kept}`)).status).toBe(404);
    const own = await api(server, authorToken, "GET", `/my-recipes/${shared}`);
    expect(await own.json()).not.toHaveProperty("author");
    expect((await api(server, authorToken, "GET", `/my-recipes/${planned}`)).status).toBe(200);
  });

  it("stops answering a revoked token at once", async () => {
    const token = await newToken(server, cookie, "Éphémère", "read");
    expect((await api(server, token, "GET", "/pantry")).status).toBe(200);
    const page = await (await fetch(`${server.url}/mon-compte`, { headers: { Cookie: cookie } })).text();
    const row = page.slice(page.indexOf("Éphémère"));
    const tokenId = /name="jeton" value="([0-9a-f-]{36})"/.exec(row)![1]!;
    const revoked = await postForm(
      server,
      "/mon-compte",
      { intent: "revoquer-jeton", jeton: tokenId },
      { cookie, ip: uniqueIp() },
    );
    expect(revoked.status).toBe(200);
    const after = await api(server, token, "GET", "/pantry");
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "jeton_invalide" });
  });

  it("answers 429 with Retry-After past 120 requests a minute for a token", async () => {
    const token = await newToken(server, cookie, "Pressé", "read");
    const statuses: number[] = [];
    for (let index = 0; index < 121; index++) {
      const response = await api(server, token, "GET", "/pantry");
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: "trop_de_requetes" });
      } else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    // The other tokens keep their own count.
    expect((await api(server, reader, "GET", "/pantry")).status).toBe(200);
  });

  it("serves its OpenAPI document and the page that reads it", async () => {
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      openapi: string;
      paths: object;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/v1/week/meals");
    const page = await fetch(`${server.url}/developpeurs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("PUT /api/v1/week/meals");
    expect(html).toContain("portee_insuffisante");
  });
});
