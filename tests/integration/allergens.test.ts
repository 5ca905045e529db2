import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockAi, startMockAi } from "../mock-ai/server.mjs";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  startToque,
  uniqueIp,
  visitorCookie,
  weekAhead,
} from "./toque-server";

type Event = { type: string; code?: string; message?: string; nutrition?: { allergens?: string[] } };

async function generate(server: ToqueServer, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/generation`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": uniqueIp() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("ndjson"))
    return { status: response.status, events: [] as Event[], text };
  const events = text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
  return { status: response.status, events, text };
}

async function page(server: ToqueServer, pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, text: (await response.text()).replaceAll("<!-- -->", "") };
}

const recipeLinks = (text: string) => [
  ...new Set([...text.matchAll(/href="(\/recette\/[a-z0-9-]+)"/g)].map((m) => m[1]!)),
];
const contains = (text: string) => /Contient\u00a0: ([^<]*)</.exec(text)?.[1] ?? "";

describe.each(databasesUnderTest())("allergènes", (openDatabase) => {
  let database: SharedDatabase;
  let mock: MockAi;
  let offline: ToqueServer;
  let ai: ToqueServer;

  beforeAll(async () => {
    database = await openDatabase();
    mock = await startMockAi();
    [offline, ai] = await Promise.all([
      startToque({ ...database.env, TRUST_PROXY: "1" }),
      startToque({
        ...database.env,
        AI_PROVIDER: "openai",
        AI_BASE_URL: mock.baseURL,
        AI_API_KEY: "cle-de-test-secrete",
        AI_MODEL: "mock-chef",
        TRUST_PROXY: "1",
      }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([offline, ai].map((server) => server?.stop()));
    await mock?.close();
    await database?.drop();
  });

  it("chaque recette du catalogue montre ses allergènes et la mise en garde", async () => {
    const { text } = await page(offline, "/recette/quiche-lorraine");
    expect(text).toContain("Allergènes");
    expect(contains(text)).toMatch(/gluten.*œufs.*lait/);
    expect(text).toContain("vérifiez toujours l&#x27;étiquette des produits que vous utilisez");
    // Le Chef C'est Vous: the customised version says what it contains too.
    const customised = (await page(offline, "/chef-vous/quiche-lorraine")).text;
    expect(contains(customised)).toMatch(/gluten.*œufs.*lait/);
  });

  it("« Sans lait » cache, sans JavaScript, toutes les recettes qui contiennent du lait", async () => {
    // One category, so that every dish fits on the first page.
    const all = recipeLinks((await page(offline, "/nos-recettes?categorie=Desserts")).text);
    const { status, text } = await page(offline, "/nos-recettes?q=&categorie=Desserts&sans=lait");
    expect(status).toBe(200);
    const kept = recipeLinks(text);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const link of kept) expect(contains((await page(offline, link)).text), link).not.toMatch(/lait/);
    const both = recipeLinks(
      (await page(offline, "/nos-recettes?categorie=Desserts&sans=lait&sans=gluten")).text,
    );
    expect(both.every((link) => kept.includes(link))).toBe(true);
    expect((await page(offline, "/nos-recettes?sans=chocolat")).text).toContain(
      "Choisissez les allergènes à éviter parmi les 14 de la liste.",
    );
  });

  it("Menu Perso ne planifie aucune recette avec un allergène à éviter", async () => {
    const generated = await postForm(offline, "/menu-perso", {
      intent: "generate",
      semaine: weekAhead(),
      portions: "2",
      sans: "lait",
    });
    expect(generated.status).toBe(200);
    const visitor = visitorCookie(generated);
    const planned = recipeLinks((await page(offline, `/menu-perso?semaine=${weekAhead()}`, visitor)).text);
    expect(planned.length).toBeGreaterThan(5);
    for (const link of planned) expect(contains((await page(offline, link)).text), link).not.toMatch(/lait/);
  });

  it("le chef hors ligne cuisine sans l'allergène exclu et le dit", async () => {
    const { events } = await generate(offline, {
      screen: "inventaire",
      ingredients: ["pâtes", "beurre", "courgettes"],
      sans: ["lait"],
    });
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect(done.nutrition?.allergens).not.toContain("lait");
  });

  it("l'IA reçoit les exclusions ; une recette qui en contient est redemandée, puis refusée en français", async () => {
    mock.reset();
    const { events } = await generate(ai, {
      screen: "nutrition",
      goal: "health",
      ingredients: ["courgette", "beurre"],
      sans: ["lait", "arachides"],
    });
    expect(mock.requests).toHaveLength(2);
    const first = String(mock.requests[0]!.messages![1]!.content);
    expect(first).toContain("Allergènes exclus");
    expect(first).toContain("Allergènes exclus (règlement UE 1169/2011) : arachides, lait.");
    expect(String(mock.requests[1]!.messages![1]!.content)).toContain("beurre (Sans lait)");
    expect(events.at(-1)).toMatchObject({
      type: "error",
      code: "dietViolated",
      message:
        "La recette proposée contenait un allergène que vous avez exclu\u00a0: « beurre » (lait). Réessayez, ou retirez l'ingrédient en cause.",
    });
  });

  it("l'IA : une recette sans l'allergène exclu passe", async () => {
    const { events } = await generate(ai, {
      screen: "inventaire",
      ingredients: ["courgette", "riz"],
      sans: ["lait"],
    });
    expect(events.at(-1)!.type).toBe("done");
  });

  it.each([
    ["sans lactose", { restrictions: ["lactose-free"] }],
    ["allergie au lait", { sans: ["lait"] }],
  ])(
    "l'IA répond avec du pesto et du parmesan (%s) : le flux n'en dit rien, un remplaçant est nommé",
    async (_, asked) => {
      mock.reset();
      const { text, events } = await generate(ai, {
        screen: "nutrition",
        goal: "health",
        ingredients: ["spaghetti", "pesto", "parmesan"],
        ...asked,
      });
      // The mock writes the dish with what it is asked: pesto and parmesan in the list and the texts.
      expect(mock.requests).toHaveLength(1);
      expect(events.at(-1)!.type).toBe("done");
      expect(text.toLocaleLowerCase("fr")).not.toMatch(/pesto|parmesan/);
      expect(text).toContain("basilic pilé à l'huile d'olive");
      expect(text).toContain("remplace un produit du commerce qui contient du fromage");
    },
  );

  it("Chef Nutrition pose chaque chose une fois, et lit une ancienne adresse « sans=gluten » comme le régime", async () => {
    const { text } = await page(offline, "/chef-nutrition?goal=health&sans=gluten&sans=lait");
    const boxes = [...text.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((match) => match[0]);
    const labels = boxes.map((box) => /value="([^"]+)"/.exec(box)?.[1]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain("gluten");
    expect(labels).toContain("gluten-free");
    const checked = boxes
      .filter((box) => box.includes("checked"))
      .map((box) => /value="([^"]+)"/.exec(box)?.[1]);
    expect(checked).toEqual(["gluten-free", "lait"]);
    expect(text).toContain("écarte le lait, la crème, le beurre et tous les fromages");
  });

  it("un allergène inconnu dans la demande est refusé sans rien générer", async () => {
    const { status } = await generate(ai, { screen: "inventaire", ingredients: ["riz"], sans: ["chocolat"] });
    expect(status).toBe(400);
  });
});
