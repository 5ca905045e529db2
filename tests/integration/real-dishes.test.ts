import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  startToque,
  uniqueIp,
} from "./toque-server";

/** The offline chef, every visitor's without an AI key, starts from a dish of Toque's own (decision 0053). */
describe("le chef hors ligne part d'une recette du catalogue", () => {
  let database: SharedDatabase;
  let server: ToqueServer;

  beforeAll(async () => {
    database = await databasesUnderTest()[0]!();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const post = (pathname: string, body: string, contentType: string) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: server.url, "X-Forwarded-For": uniqueIp() },
      body,
      redirect: "manual",
    });

  it("nomme la recette d'où il part, et le lien mène à sa page", async () => {
    const response = await post(
      "/api/generation",
      JSON.stringify({ screen: "inventaire", ingredients: ["poulet", "citron", "ail"], variation: 0 }),
      "application/json",
    );
    const events = (await response.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; recipe: Record<string, unknown> });
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect(done.recipe.dApres).toEqual({ id: "poulet-roti", titre: "Poulet rôti au thym et au citron" });
    expect(done.recipe.astucesChef).toContain(
      "Il vous manque\u00a0: 40 g de beurre, et pour parfumer\u00a0: thym.",
    );
    // The link is there before the recipe ends: it comes with the description.
    expect(events.find((event) => event.type === "partial" && event.recipe.dApres)).toBeDefined();

    const page = await fetch(`${server.url}/recette/poulet-roti`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Poulet rôti au thym et au citron");
  });

  it("sans JavaScript, la page rendue porte « D'après notre recette » et son lien", async () => {
    const response = await post(
      "/inventaire-gourmand?ingredients=poulet&ingredients=citron&ingredients=ail",
      "ingredients=poulet&ingredients=citron&ingredients=ail&variation=0",
      "application/x-www-form-urlencoded",
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    // React separates the sentence and its link with an empty comment.
    expect(page).toMatch(
      /D&#x27;après notre recette(?:<!-- -->|\s)*<a[^>]*href="\/recette\/poulet-roti"[^>]*>Poulet rôti au thym et au citron<\/a>/,
    );
  });

  it("« Autre idée » passe à la recette suivante, puis aux idées du chef", async () => {
    const ideas: (string | undefined)[] = [];
    for (let variation = 0; variation < 6; variation++) {
      const response = await post(
        "/api/generation",
        JSON.stringify({ screen: "inventaire", ingredients: ["poulet"], variation }),
        "application/json",
      );
      const last = JSON.parse((await response.text()).trim().split("\n").at(-1)!) as {
        recipe: { dApres?: { id: string } };
      };
      ideas.push(last.recipe.dApres?.id);
    }
    expect(ideas[0]).toBe("poulet-roti");
    expect(ideas.at(-1)).toBeUndefined();
  });
});
