import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftFromStructuredData } from "~/domain/import/schema-org";
import { startRecipeSite } from "../../../tests/fixtures/recipe-site.mjs";
import { type FetchLimits, defaultFetchLimits, fetchRecipePage } from "./fetch-page";
import { structuredData } from "./read-html";

let site: { port: number; close: () => Promise<void> };
beforeAll(async () => {
  site = await startRecipeSite();
});
afterAll(() => site.close());

// « fixture.test » exists nowhere: when a page loads, the connection went to the pinned address.
const resolveFixture: FetchLimits["resolve"] = async (host) => {
  if (host === "fixture.test") return [{ address: "127.0.0.1", family: 4 }];
  if (host === "rebind.test")
    return [
      { address: "93.184.215.14", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
  if (host === "interne.test") return [{ address: "10.0.0.7", family: 4 }];
  throw new Error("ENOTFOUND");
};

const limits = (overrides: Partial<FetchLimits> = {}): FetchLimits => ({
  ...defaultFetchLimits,
  allowHosts: new Set(["fixture.test"]),
  resolve: resolveFixture,
  ...overrides,
});

const at = (path: string) => `http://fixture.test:${site.port}${path}`;

async function importDraft(path: string) {
  const outcome = await fetchRecipePage(at(path), limits());
  if (!outcome.ok) throw new Error(outcome.code);
  return draftFromStructuredData(structuredData(outcome.html), outcome.url);
}

describe("fetchRecipePage and the readers, against the fixture site", () => {
  it("reads a Recipe inside @graph, with HowToSection steps kept under their section's name", async () => {
    const draft = await importDraft("/quiche-graph.html");
    expect(draft).toMatchObject({
      title: "Quiche lorraine de Mamie",
      servings: "6",
      prepMinutes: "20",
      cookMinutes: "45",
      imageUrl: "http://fixture.test/photos/quiche.jpg",
      sourceUrl: at("/quiche-graph.html"),
    });
    expect(draft?.ingredients[1]).toEqual({ quantite: "200", unite: "g", nom: "lardons fumés" });
    expect(draft?.ingredients.at(-1)).toEqual({ quantite: "", unite: "", nom: "sel, poivre" });
    expect(draft?.steps).toHaveLength(5);
    expect(draft?.steps[0]).toBe("La pâte\u00a0: Étaler la pâte dans un moule beurré.");
    expect(draft?.steps[4]).toBe("La garniture\u00a0: Verser sur la pâte et cuire 45 minutes à 180 °C.");
  });

  it("reads a Recipe inside an array, its steps given as one numbered string", async () => {
    const draft = await importDraft("/vinaigrette-tableau.html");
    expect(draft?.title).toBe("Vinaigrette à la moutarde");
    expect(draft?.servings).toBe("4");
    expect(draft?.ingredients[2]).toEqual({ quantite: "6", unite: "c. à soupe", nom: "huile d'olive" });
    expect(draft?.steps).toEqual([
      "Mélanger la moutarde et le vinaigre.",
      "Ajouter l'huile en fouettant.",
      "Saler et poivrer.",
    ]);
  });

  it("turns HTML strings into plain text: tags and scripts gone, entities decoded", async () => {
    const draft = await importDraft("/crepes-html.html");
    expect(draft?.title).toBe("Crêpes légères");
    expect(draft?.description).toBe("Des crêpes & du sucre\u00a0: le goûter.");
    expect(draft?.steps).toEqual([
      "Verser la farine dans un saladier.",
      "Ajouter les œufs puis le lait\u00a0petit à petit.",
      "Laisser reposer 1 h",
      "puis cuire à la poêle.",
    ]);
    expect(JSON.stringify(draft)).not.toMatch(/<|alert/);
  });

  it("falls back on microdata", async () => {
    const draft = await importDraft("/gateau-microdata.html");
    expect(draft).toMatchObject({
      title: "Gâteau au yaourt",
      servings: "8",
      prepMinutes: "15",
      cookMinutes: "35",
    });
    expect(draft?.ingredients).toHaveLength(6);
    expect(draft?.ingredients[4]).toEqual({ quantite: "½", unite: "pot", nom: "huile" });
    expect(draft?.steps).toEqual([
      "Mélanger le yaourt, le sucre et les œufs.",
      "Ajouter la farine, la levure puis l'huile.",
      "Cuire 35 minutes à 180 °C.",
    ]);
  });

  it("finds no recipe on a page without one", async () => {
    expect(await importDraft("/sans-recette.html")).toBeUndefined();
  });

  it("follows a redirect within the limit", async () => {
    const outcome = await fetchRecipePage(at("/redirige"), limits());
    expect(outcome).toMatchObject({ ok: true, url: at("/quiche-graph.html") });
  });

  it.each([
    ["/enorme.html", "tooLarge"],
    ["/boucle-a", "tooManyRedirects"],
    ["/vers-loopback", "refusedAddress"],
    ["/vers-metadata", "refusedAddress"],
    ["/photo.png", "notHtml"],
    ["/introuvable", "unreachable"],
  ])("refuses %s (%s)", async (path, code) => {
    expect(await fetchRecipePage(at(path), limits())).toEqual({ ok: false, code });
  });

  it("gives up on a site that never answers at the deadline", async () => {
    expect(await fetchRecipePage(at("/lent.html"), limits({ timeoutMs: 300 }))).toEqual({
      ok: false,
      code: "timeout",
    });
  });

  it("gives up on a name whose resolution never ends at the deadline", async () => {
    const outcome = await fetchRecipePage(
      "http://lent.test/",
      limits({ timeoutMs: 200, resolve: () => new Promise(() => {}) }),
    );
    expect(outcome).toEqual({ ok: false, code: "timeout" });
  });

  it.each([
    ["ftp://fixture.test/recette", "refusedAddress"],
    ["file:///etc/passwd", "refusedAddress"],
    ["http://user:secret@fixture.test/", "refusedAddress"],
    ["http://127.0.0.1/", "refusedAddress"],
    ["http://[::1]/", "refusedAddress"],
    ["http://[::ffff:127.0.0.1]/", "refusedAddress"],
    ["http://169.254.169.254/latest/meta-data/", "refusedAddress"],
    ["http://2130706433/", "refusedAddress"],
    ["http://0x7f.1/", "refusedAddress"],
    ["http://interne.test/", "refusedAddress"],
    ["http://rebind.test/", "refusedAddress"],
    ["http://93.184.215.14:8080/", "refusedAddress"],
    ["pas une adresse", "badAddress"],
    ["http://inconnu.test/", "unreachable"],
  ])("refuses %s before connecting (%s)", async (address, code) => {
    expect(await fetchRecipePage(address, limits())).toEqual({ ok: false, code });
  });

  it("reaches a loopback address only when IMPORT_ALLOW_HOSTS names it", async () => {
    const direct = `http://127.0.0.1:${site.port}/quiche-graph.html`;
    expect(await fetchRecipePage(direct, limits())).toEqual({ ok: false, code: "refusedAddress" });
    const allowed = await fetchRecipePage(direct, limits({ allowHosts: new Set(["127.0.0.1"]) }));
    expect(allowed.ok).toBe(true);
  });
});
