import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  startToque,
  uniqueIp,
  weekAhead,
} from "./toque-server";
import { addDays } from "~/domain/base/week";

const week = weekAhead();
const tuesday = addDays(week, 1);
const wednesday = addDays(week, 2);

/** A recipe written in the editor, for 6: 300 g of bacon, 3 eggs. */
const tourte: [string, string][] = [
  ["intent", "save"],
  ["kind", "written"],
  ["title", "Tourte du dimanche"],
  ["description", "Celle de ma tante."],
  ["servings", "6"],
  ["prepMinutes", "25"],
  ["cookMinutes", "40"],
  ["ingredientQuantity", "300"],
  ["ingredientUnit", "g"],
  ["ingredientName", "lardons fumés"],
  ["ingredientQuantity", "3"],
  ["ingredientUnit", ""],
  ["ingredientName", "œufs"],
  ["step", "Garnir la pâte."],
  ["step", "Cuire 40 minutes."],
  ["sourceUrl", ""],
  ["imageUrl", ""],
];

async function weekPage(server: ToqueServer, cookie: string) {
  const response = await fetch(`${server.url}/menu-perso?semaine=${week}`, { headers: { Cookie: cookie } });
  return response.text();
}

/** The quantity of bacon the week's shopping list shows, as written, or undefined. */
/** The lardons' line of the list: the packs to buy, then what the week's meals use. */
function bacon(html: string): string | undefined {
  const line =
    /lardons(?:<!-- -->)? <span class="font-bold">([^<]+)<\/span>(?:<span[^>]*> — <!-- -->([^<]+)<\/span>)?/.exec(
      html,
    );
  return line ? `${line[1]} — ${line[2]}` : undefined;
}

describe.each(databasesUnderTest())("Mes Recettes dans Menu Perso", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let cookie: string;
  let path: string;

  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
    cookie = await signedUpSession(server, "Odile Marchand", "tourte-du-dimanche");
    path = await savedOwnRecipe(server, cookie, tourte);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("plans a written recipe from its page: the week shows it, the list holds its ingredients for 3", async () => {
    const page = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Planifier dans Menu Perso");

    const planned = await postForm(
      server,
      path,
      { intent: "plan", day: wednesday, type: "dinner", portions: "3" },
      { cookie, ip: uniqueIp() },
    );
    expect(planned.status).toBe(302);
    expect(planned.headers.get("location")).toBe(`/menu-perso?semaine=${week}`);

    const html = await weekPage(server, cookie);
    expect(html).toContain(`href="${path}"`);
    expect(html).toContain("Tourte du dimanche");
    expect(bacon(html)).toBe("1 barquette de 200\u00a0g — 150\u00a0g pour la semaine");
  });

  it("plans it from Menu Perso's picker too, by its title as typed, and the list adds both meals up", async () => {
    const added = await postForm(
      server,
      "/menu-perso",
      {
        intent: "add",
        semaine: week,
        day: tuesday,
        type: "lunch",
        recette: "tourte du dimanche",
        portions: "6",
      },
      { cookie, ip: uniqueIp() },
    );
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Repas ajouté.");
    expect(bacon(await weekPage(server, cookie))).toBe(
      "3 barquettes de 200\u00a0g — 450\u00a0g pour la semaine",
    );
  });

  it("lets nobody else plan it, and changes nothing", async () => {
    const id = path.split("/").pop()!;
    const stranger = await signedUpSession(server, "Bruno Lemaire", "pas-ma-tourte-du-tout");
    const fromPage = await postForm(
      server,
      path,
      { intent: "plan", day: wednesday, type: "dinner", portions: "3" },
      { cookie: stranger, ip: uniqueIp() },
    );
    expect(fromPage.status).toBe(404);
    const fromPicker = await postForm(
      server,
      "/menu-perso",
      {
        intent: "add",
        semaine: week,
        day: wednesday,
        type: "dinner",
        recette: `mes-recettes:${id}`,
        portions: "3",
      },
      { cookie: stranger, ip: uniqueIp() },
    );
    expect(fromPicker.status).toBe(400);
    expect(await fromPicker.text()).toContain("pas dans vos recettes");
    const theirs = await weekPage(server, stranger);
    expect(theirs).not.toContain("Tourte du dimanche");
    expect(bacon(theirs)).toBeUndefined();
  });

  it("keeps the planned meals readable once the recipe is deleted, without shopping for it", async () => {
    const id = path.split("/").pop()!;
    const removed = await postForm(
      server,
      "/mes-recettes",
      { intent: "remove", id },
      { cookie, ip: uniqueIp() },
    );
    expect(removed.status).toBe(200);
    const html = await weekPage(server, cookie);
    expect(html).toContain("Tourte du dimanche");
    expect(html).toContain("(retirée de Mes Recettes)");
    expect(html).not.toContain(`href="${path}"`);
    expect(bacon(html)).toBeUndefined();
  });
});
