import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { householdMessages } from "~/domain/household/household-forms";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  toqueForSuite,
  uniqueIp,
  weekAhead,
} from "./toque-server";

const week = weekAhead(2);
const INVITATION = /https?:\/\/[^"<\s]+(\/foyer\/rejoindre\/[A-Za-z0-9_-]{43})/;

/** The households stored, read as an operator would, beside the server. */
async function households(database: SharedDatabase): Promise<number> {
  const statement = "select count(*) as n from household";
  if (database.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(statement);
    await client.end();
    return Number(rows[0]!.n);
  }
  const connection = new SQLite(path.join(database.env.DATA_DIR!, "toque.sqlite"), { readonly: true });
  connection.pragma("busy_timeout = 5000");
  const { n } = connection.prepare(statement).get() as { n: number };
  connection.close();
  return n;
}

const get = (server: ToqueServer, pathname: string, cookie: string) =>
  fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });

const unescaped = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

// Issue 31: a GET writes nothing; a new account's household is made by its first change.
describe.each(databasesUnderTest())("Une page lue ne crée aucun foyer", (openDatabase) => {
  let server: ToqueServer;
  let database: SharedDatabase;
  toqueForSuite(openDatabase, (started, shared) => {
    server = started;
    database = shared;
  });

  it("un nouveau compte lit toutes ses pages sans foyer, puis son premier repas planifié le crée", async () => {
    const host = await signedUpSession(server, "Hugo Hôte", "pot-au-feu-du-dimanche");
    const invited = await postForm(server, "/mon-foyer", { intent: "inviter", email: "" }, { cookie: host });
    const link = INVITATION.exec(await invited.text())![1]!;

    const lea = await signedUpSession(server, "Léa Neuve", "soupe-de-potiron");
    const recipe = await savedOwnRecipe(server, lea, {
      intent: "save",
      kind: "written",
      title: "Tarte de Léa",
      description: "Celle du jeudi.",
      servings: "4",
      prepMinutes: "15",
      cookMinutes: "30",
      ingredientQuantity: "3",
      ingredientUnit: "",
      ingredientName: "pommes",
      step: "Étaler, garnir, cuire.",
      sourceUrl: "",
      imageUrl: "",
    });
    const before = await households(database);

    const reads: [string, number][] = [
      ["/", 200],
      ["/menu-perso", 200],
      [`/menu-perso?semaine=${week}`, 200],
      [`/menu-perso.data?semaine=${week}`, 200],
      ["/garde-manger", 200],
      ["/avec-ce-que-j-ai", 200],
      ["/mon-foyer", 200],
      ["/mon-foyer.data", 200],
      [recipe, 200],
      [link, 200],
      ["/mon-compte", 200],
      // No list yet, so nothing to follow.
      ["/api/liste-de-courses/direct", 204],
    ];
    const pages = new Map<string, string>();
    for (const [pathname, status] of reads) {
      const response = await get(server, pathname, lea);
      expect(response.status, pathname).toBe(status);
      pages.set(pathname, unescaped(await response.text()));
    }
    expect(await households(database)).toBe(before);

    // What she reads: an empty week that still offers her own recipe, and a household of one.
    expect(pages.get(`/menu-perso?semaine=${week}`)).toContain("Aucun repas prévu");
    expect(pages.get(`/menu-perso?semaine=${week}`)).toContain("Tarte de Léa");
    expect(pages.get("/mon-foyer")).toContain("Le foyer de Léa Neuve");
    expect(pages.get(link)).toContain("Hugo Hôte");

    // Refused changes make nothing either.
    const badDay = await postForm(
      server,
      recipe,
      { intent: "plan", day: "2026-02-30", type: "dinner", portions: "2" },
      { cookie: lea, ip: uniqueIp() },
    );
    expect(badDay.status).toBe(400);
    const leave = await postForm(
      server,
      "/mon-foyer",
      { intent: "quitter" },
      { cookie: lea, ip: uniqueIp() },
    );
    expect(leave.status).toBe(400);
    expect(unescaped(await leave.text())).toContain(householdMessages.aloneCannotLeave);
    const tick = await postForm(
      server,
      "/menu-perso",
      { intent: "tick", semaine: week, article: "autre:sel", coche: "1" },
      { cookie: lea, ip: uniqueIp() },
    );
    expect(tick.status).toBe(404);
    // A valid form for a recipe she cannot reach is refused before anything is made.
    const unreachable = await postForm(
      server,
      "/mes-recettes/6f1d2c3b-0a9e-4b8d-9c7f-5e4a3b2c1d0e",
      { intent: "plan", day: week, type: "dinner", portions: "2" },
      { cookie: lea, ip: uniqueIp() },
    );
    expect(unreachable.status).toBe(404);
    expect(await households(database)).toBe(before);

    // The first meal planned makes her household, and the week shows it.
    const planned = await postForm(
      server,
      recipe,
      { intent: "plan", day: week, type: "dinner", portions: "2" },
      { cookie: lea, ip: uniqueIp() },
    );
    expect(planned.status).toBe(302);
    expect(await households(database)).toBe(before + 1);
    const after = await (await get(server, `/menu-perso?semaine=${week}`, lea)).text();
    expect([...after.matchAll(/name="id" value="[0-9a-f-]{36}"/g)]).toHaveLength(1);
    expect(await households(database)).toBe(before + 1);
  });
});
