import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  toqueForSuite,
  uniqueEmail,
  uniqueIp,
  weekAhead,
} from "./toque-server";

const password = "tarte-aux-quetsches";
const week = weekAhead();

/** Every key of an object tree, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

describe.each(databasesUnderTest())("export des données personnelles", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started, opened) => {
    server = started;
    database = opened;
  });

  it("contient le compte, Mes Recettes, les publications, les j'aime, les menus et les compteurs", async () => {
    const email = uniqueEmail();
    const signup = await postForm(
      server,
      "/signup",
      { name: "Hélène Garnier", email, password, confirmPassword: password },
      { ip: uniqueIp() },
    );
    const cookie = sessionCookie(signup)!;
    const post = (pathname: string, fields: Record<string, string>) =>
      postForm(server, pathname, fields, { cookie, ip: uniqueIp() });

    expect((await post("/recette/ratatouille", { intent: "save" })).status).toBe(200);
    const customised = await post("/chef-vous/ratatouille?portions=2", { portions: "2", retirer: "0" });
    const versionId = customised.headers.get("location")!.split("/").at(-1)!;
    expect((await post("/mes-recettes", { intent: "publish", id: versionId })).status).toBe(200);
    expect(
      (
        await post("/nos-recettes", {
          intent: "like",
          recipeId: "clafoutis-aux-cerises",
          liked: "true",
          back: "/nos-recettes",
        })
      ).status,
    ).toBe(200);
    expect((await post("/menu-perso", { intent: "generate", semaine: week, portions: "3" })).status).toBe(
      200,
    );
    // A wrong password leaves a counter that names the email until its window is over.
    expect(
      (await postForm(server, "/login", { email, password: "pas-le-bon" }, { ip: uniqueIp() })).status,
    ).toBe(401);

    const response = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: cookie } });
    expect(response.headers.get("content-type")).toContain("application/json");
    const exported = await response.json();

    expect(Object.keys(exported)).toEqual([
      "exporte_le",
      "compte",
      "sessions",
      "mes_recettes",
      "recettes_publiees",
      "recettes_aimees",
      "foyer",
      "menus",
      "courses_cochees",
      "garde_manger",
      "courses_ajoutees",
      "agenda",
      "compteurs_de_tentatives",
    ]);
    expect(exported.agenda).toMatchObject({ lien_actif: false });
    // A household of one, made when the planner first needed it.
    expect(exported.foyer).toMatchObject({
      nom: "Le foyer de Hélène Garnier",
      role: "propriétaire",
      autres_membres: [],
    });
    expect(exported.compte).toMatchObject({ nom: "Hélène Garnier", email });
    expect(exported.sessions).toHaveLength(1);
    expect(exported.mes_recettes.map((entry: { type: string }) => entry.type).sort()).toEqual([
      "recette personnalisée",
      "recette sauvegardée",
    ]);
    expect(exported.mes_recettes[0].recette.titre).toMatch(/Ratatouille/);
    expect(exported.recettes_publiees).toHaveLength(1);
    expect(exported.recettes_publiees[0].adresse).toMatch(/^\/recette\/communaute-[0-9a-f]+$/);
    expect(exported.recettes_aimees).toEqual([
      expect.objectContaining({ titre: "Clafoutis aux cerises", adresse: "/recette/clafoutis-aux-cerises" }),
    ]);
    expect(exported.menus).toHaveLength(21);
    expect(exported.menus[0]).toMatchObject({ jour: week, repas: "Petit-déjeuner", portions: 3 });
    expect(
      exported.compteurs_de_tentatives.map((row: { compteur: string; tentatives: number }) => [
        row.compteur.replace(email, "EMAIL"),
        row.tentatives,
      ]),
    ).toEqual([
      ["signin:account:EMAIL", 1],
      [expect.stringMatching(/^signin:pair:EMAIL \S+$/), 1],
      ["signup:account:EMAIL", 1],
    ]);

    // French keys throughout: none of the English field names of the stored recipes leaks out.
    const english = [
      "title",
      "servings",
      "steps",
      "tips",
      "equipment",
      "createdAt",
      "origin",
      "recipe",
      "name",
    ];
    expect(keysOf(exported).filter((key) => english.includes(key))).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/scrypt:|"password"|"token"/);
  });

  /** Every rate-limit key in the suite's database, read behind the server's back. */
  async function rateLimitKeys(): Promise<string[]> {
    if (database.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ key: string }>(`select "key" from rate_limit`);
      await client.end();
      return rows.map((row) => row.key);
    }
    const sqlite = new SQLite(path.join(database.env.DATA_DIR!, "toque.sqlite"), { readonly: true });
    const rows = sqlite.prepare<[], { key: string }>(`select "key" from rate_limit`).all();
    sqlite.close();
    return rows.map((row) => row.key);
  }

  it("supprimer le compte efface aussi les compteurs de tentatives qui nomment son email", async () => {
    const email = uniqueEmail();
    const signup = await postForm(
      server,
      "/signup",
      { name: "Marc Olivier", email, password, confirmPassword: password },
      { ip: uniqueIp() },
    );
    const cookie = sessionCookie(signup)!;
    await postForm(server, "/login", { email, password: "pas-le-bon" }, { ip: uniqueIp() });
    const naming = async () => (await rateLimitKeys()).filter((key) => key.includes(email));
    expect(await naming()).toHaveLength(3);

    const deleted = await postForm(server, "/mon-compte", { password }, { cookie, ip: uniqueIp() });
    expect(deleted.headers.get("location")).toBe("/compte-supprime");
    expect(await naming()).toEqual([]);
    expect((await rateLimitKeys()).length).toBeGreaterThan(0);
  });

  it("la politique de confidentialité nomme chaque cookie que Toque dépose, avec sa durée", async () => {
    const set: string[] = [];
    const signup = await postForm(
      server,
      "/signup",
      { name: "Paul Renaud", email: uniqueEmail(), password, confirmPassword: password },
      { ip: uniqueIp() },
    );
    set.push(...signup.headers.getSetCookie());
    const visitor = await postForm(
      server,
      "/menu-perso",
      { intent: "generate", semaine: week, portions: "2" },
      { ip: uniqueIp() },
    );
    set.push(...visitor.headers.getSetCookie());

    const cookies = set.map((header) => ({
      name: header.split("=")[0]!,
      maxAge: Number(/Max-Age=(\d+)/i.exec(header)?.[1]),
    }));
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(["toque.session_token", "toque_menu"]);
    const policy = (await (await fetch(`${server.url}/confidentialite`)).text()).replaceAll("<!-- -->", "");
    for (const cookie of cookies) {
      const days = cookie.maxAge / 86_400;
      expect(policy).toMatch(new RegExp(`<code>${cookie.name}</code>[^<]*il dure ${days} jours`));
    }
  });
});
