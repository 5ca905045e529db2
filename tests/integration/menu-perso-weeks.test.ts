import { describe, expect, it } from "vitest";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  toqueForSuite,
  visitorCookie,
  weekAhead,
} from "./toque-server";

const FIRST_MONDAY = weekAhead(1);
const SECOND_MONDAY = weekAhead(2);
const ACROSS_WEEKS = /certains (plats )?reviennent d.une semaine à l.autre/;

/** The lunches and dinners of a week as the page shows them, by recipe id. */
async function mainsOf(server: ToqueServer, cookie: string, monday: string): Promise<string[]> {
  const response = await fetch(`${server.url}/menu-perso?semaine=${monday}`, { headers: { Cookie: cookie } });
  const text = await response.text();
  return [...text.matchAll(/>(Petit-déjeuner|Déjeuner|Dîner)<\/p>.*?href="\/recette\/([a-z0-9-]+)"/gs)]
    .filter((match) => match[1] !== "Petit-déjeuner")
    .map((match) => match[2]!);
}

describe.each(databasesUnderTest())("Menu Perso, d'une semaine à l'autre", (openDatabase) => {
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started) => {
    server = started;
  });

  it("la semaine suivante ne reprend un plat que si la page le dit", async () => {
    const first = await postForm(server, "/menu-perso", {
      intent: "generate",
      semaine: FIRST_MONDAY,
      portions: "2",
    });
    expect(first.status).toBe(200);
    const visitor = visitorCookie(first);
    const second = await postForm(
      server,
      "/menu-perso",
      { intent: "generate", semaine: SECOND_MONDAY, portions: "2" },
      { cookie: visitor },
    );
    expect(second.status).toBe(200);
    const said = ACROSS_WEEKS.test((await second.text()).replace(/&#x27;|&#39;/g, "'"));

    const before = await mainsOf(server, visitor, FIRST_MONDAY);
    const after = await mainsOf(server, visitor, SECOND_MONDAY);
    expect(before).toHaveLength(14);
    expect(after).toHaveLength(14);
    const back = after.filter((id) => before.includes(id));
    expect(back.length > 0).toBe(said);
  });
});
