import { describe, expect, it } from "vitest";
import { mondayOf, todayIn } from "~/domain/base/week";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  signedUpSession,
  toqueForSuite,
  visitorCookie,
} from "./toque-server";

const password = "pot-au-feu-du-mardi";
const thisWeek = () => mondayOf(todayIn("Europe/Paris", new Date()));

/** The page's text with React's escapes undone, to search for French sentences. */
async function read(server: ToqueServer, path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
}

/** « 12 articles à acheter » on « Aujourd'hui », as a number. */
function itemsLeft(text: string): number | undefined {
  const match = /(\d+) articles? à acheter/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Plans this week from today, for two, as the form of Menu Perso does. */
const planThisWeek = (server: ToqueServer, cookie?: string) =>
  postForm(server, "/menu-perso", { intent: "generate", semaine: thisWeek(), portions: "2" }, { cookie });

const LANDING = "Nos Fonctionnalités";
const TODAY = "Au menu aujourd'hui";

describe.each(databasesUnderTest())("« Aujourd'hui », la page d'accueil de qui cuisine", (openDatabase) => {
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started) => {
    server = started;
  });

  it("un nouveau visiteur voit la page de présentation, et le garde-manger dans la navigation", async () => {
    const text = await read(server, "/");
    expect(text).toContain(LANDING);
    expect(text).not.toContain(TODAY);
    expect(text).toContain('href="/garde-manger"');
    expect(text).toContain('href="/avec-ce-que-j-ai"');
    // The specification's anchors stay in-page for a newcomer.
    expect(text).toContain('href="#features"');
  });

  it("un visiteur qui a un menu cette semaine voit ses repas du jour et sa liste de courses", async () => {
    const visitor = visitorCookie(await planThisWeek(server));
    const text = await read(server, "/", visitor);
    expect(text).toContain(TODAY);
    expect(text).not.toContain(LANDING);
    for (const meal of ["Petit-déjeuner", "Déjeuner", "Dîner"]) expect(text).toContain(meal);
    expect(text.match(/\?portions=2&amp;mode=cuisine#etapes/g)?.length).toBe(3);
    expect(itemsLeft(text)).toBeGreaterThan(0);
    // The landing page stays one link away, and its sections are reached through it.
    expect(text).toContain('href="/?vue=presentation"');
    expect(text).toContain('href="/?vue=presentation#features"');
    expect(await read(server, "/?vue=presentation", visitor)).toContain(LANDING);
  });

  it("un membre voit chaque bloc vide avec ce qu'il peut y faire, puis ses repas, sa liste, son garde-manger et ses recettes", async () => {
    const member = await signedUpSession(server, "Margaux Petit", password);
    const empty = await read(server, "/", member);
    expect(empty).toContain("Bonjour Margaux Petit");
    expect(empty).toContain("Pas encore de menu cette semaine.");
    expect(empty).toMatch(/href="\/menu-perso"[^>]*>Planifier la semaine</);
    expect(empty).toContain("Votre garde-manger est vide.");
    expect(empty).toContain("Aucune recette sauvegardée");
    expect(empty).not.toContain(LANDING);
    expect(await read(server, "/?vue=presentation", member)).toContain(LANDING);

    expect((await planThisWeek(server, member)).status).toBe(200);
    const planned = await read(server, "/", member);
    expect(planned).toContain(TODAY);
    expect(planned.match(/>Mode cuisine</g)?.length).toBe(3);
    const before = itemsLeft(planned)!;
    expect(before).toBeGreaterThan(0);

    // A tick in the shop is one item fewer to buy.
    const list = await read(server, `/menu-perso?semaine=${thisWeek()}`, member);
    const keys = [...list.matchAll(/name="article" value="([^"]+)"/g)].map((match) => match[1]!);
    const ticked = await postForm(
      server,
      "/menu-perso",
      { intent: "tick", semaine: thisWeek(), article: keys[0]!, coche: "1" },
      { cookie: member },
    );
    expect(ticked.status).toBe(200);
    expect(itemsLeft(await read(server, "/", member))).toBe(before - 1);

    await postForm(
      server,
      "/garde-manger",
      { intent: "add", ingredients: "œufs, lait, farine, beurre" },
      { cookie: member },
    );
    const stocked = await read(server, "/", member);
    expect(stocked).not.toContain("Votre garde-manger est vide.");
    expect(stocked.match(/% des ingrédients chez vous/g)?.length).toBe(3);

    await postForm(
      server,
      "/recette/ratatouille",
      { intent: "save", recipeId: "ratatouille" },
      { cookie: member },
    );
    const saved = await read(server, "/", member);
    expect(saved).not.toContain("Aucune recette sauvegardée");
    expect(saved).toMatch(/href="\/mes-recettes\/[0-9a-f-]{36}"[^>]*>Ratatouille/);
  });
});
