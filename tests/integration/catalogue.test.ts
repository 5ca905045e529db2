import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { totalMinutesOf } from "~/domain/catalogue/card";
import { PAGE_SIZE } from "~/domain/catalogue/filters";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  startToque,
  uniqueEmail,
  uniqueIp,
} from "./toque-server";

const password = "gratin-du-dimanche";

async function signUp(server: ToqueServer, name: string) {
  const response = await postForm(
    server,
    "/signup",
    { name, email: uniqueEmail(), password, confirmPassword: password },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(302);
  return sessionCookie(response)!;
}

async function html(server: ToqueServer, pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: (await response.text()).replaceAll("<!-- -->", "") };
}

const cardCount = (text: string) => text.match(/>Voir la Recette</g)?.length ?? 0;
/** The cards of a search over all its pages: the desserts alone fill more than one (PAGE_SIZE). */
async function cardsOnEveryPage(server: ToqueServer, pathname: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const count = cardCount((await html(server, `${pathname}&page=${page}`)).text);
    total += count;
    if (count < PAGE_SIZE) return total;
  }
}
const entryIds = (text: string) => [
  ...new Set([...text.matchAll(/href="\/mes-recettes\/([0-9a-f-]{36})"/g)].map((match) => match[1]!)),
];

describe.each(databasesUnderTest())("catalogue", (openDatabase) => {
  let database: SharedDatabase;
  let first: ToqueServer;
  let second: ToqueServer;

  beforeAll(async () => {
    database = await openDatabase();
    // Two instances start on one empty database at once: the catalogue is seeded once.
    [first, second] = await Promise.all([
      startToque({ ...database.env, TRUST_PROXY: "1" }),
      startToque({ ...database.env, TRUST_PROXY: "1" }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first, second].map((server) => server?.stop()));
    await database?.drop();
  });

  describe(`sur ${process.env.TEST_DATABASE_URL ? "SQLite puis PostgreSQL" : "SQLite"}`, () => {
    it("les recettes du catalogue sont semées une seule fois, même par deux instances, et de nouveau au redémarrage", async () => {
      const desserts = catalogueRecipes.filter(({ category }) => category === "Desserts").length;
      const once = async (server: typeof first) => {
        expect(cardCount((await html(server, "/nos-recettes?q=quiche+lorraine")).text)).toBe(1);
        expect(await cardsOnEveryPage(server, "/nos-recettes?categorie=Desserts")).toBe(desserts);
      };
      await once(first);
      await first.stop();
      first = await startToque({ ...database.env, TRUST_PROXY: "1" });
      await once(first);
      await once(second);
    });

    it("la recherche et les filtres marchent sans JavaScript, dans l'URL", async () => {
      const { text } = await html(first, "/nos-recettes?q=tomate&categorie=&difficulte=");
      expect(text).toContain("Tomates farcies");
      expect(text).not.toContain("Mousse au chocolat");
      // The everyday dishes French cooks type in (issue 29, decision 0041), found by their words.
      const found = async (query: string) =>
        (await html(first, `/nos-recettes?q=${encodeURIComponent(query)}`)).text;
      expect(await found("lasagnes")).toContain("Lasagnes à la bolognaise");
      const bolognaise = await found("bolognaise");
      expect(bolognaise).toContain("Spaghetti bolognaise");
      expect(bolognaise).toContain("Lasagnes à la bolognaise");
      expect(await found("coquillettes jambon")).toContain("Gratin de coquillettes au jambon");
      expect(await found("purée maison")).toContain("Purée de pommes de terre maison");
      expect(await found("poulet basquaise")).toContain("Poulet basquaise");
      // The sweet classics too (decision 0043).
      expect(await found("madeleines")).toContain("Madeleines au citron et au miel");
      expect(await found("crème au chocolat")).toContain("Crème au chocolat en petits pots");
      expect(await found("gateau yaourt")).toContain("Gâteau au yaourt");
      expect(cardCount((await html(first, "/nos-recettes?categorie=Desserts")).text)).toBe(PAGE_SIZE);
      expect(await cardsOnEveryPage(first, "/nos-recettes?categorie=Desserts")).toBe(
        catalogueRecipes.filter(({ category }) => category === "Desserts").length,
      );
      expect((await html(first, "/nos-recettes?q=zzzz")).text).toContain(
        "Aucune recette ne correspond à vos critères",
      );
      // Breakfasts are listed and searched like every other recipe (decision 0040).
      expect(cardCount((await html(first, "/chef-vous?difficulte=Facile&temps=15")).text)).toBe(
        [...catalogueRecipes, ...breakfastRecipes].filter(
          (recipe) => recipe.difficulty === "Facile" && totalMinutesOf(recipe) <= 15,
        ).length,
      );
      expect((await html(first, "/chef-vous?q=zzzz")).text).toContain("Aucune recette trouvée");
    });

    it("une recette porte son JSON-LD et ses balises ; une recette inconnue répond 404", async () => {
      const { status, text } = await html(first, "/recette/quiche-lorraine?portions=12");
      expect(status).toBe(200);
      expect(text).toContain('"@type":"Recipe"');
      expect(text).toContain('"@type":"NutritionInformation"');
      expect(text).toContain('"@type":"HowToStep"');
      expect(text).toContain('property="og:title" content="Quiche lorraine"');
      expect(text).toContain("12\u00a0pers.");
      const missing = await html(first, "/recette/inconnue");
      expect(missing.status).toBe(404);
      expect(missing.text).toContain("Recette non trouvée");
      expect(missing.text).toContain("Cette recette n&#x27;existe pas ou a été supprimée.");
      // Thrown from the loader and caught by the route's boundary, in the site's layout.
      const missingCustomisation = await html(first, "/chef-vous/inconnue");
      expect(missingCustomisation.status).toBe(404);
      expect(missingCustomisation.text).toContain("Recette non trouvée");
      expect(missingCustomisation.text).toContain("Voir nos recettes");
    });

    it("aimer demande d'être connecté, compte une fois par personne, et refuse une recette inconnue", async () => {
      const like = (cookie: string | undefined, recipeId: string, liked = "true") =>
        postForm(
          first,
          "/nos-recettes?q=clafoutis",
          { intent: "like", recipeId, liked, back: "/nos-recettes?q=clafoutis" },
          { cookie, ip: uniqueIp() },
        );
      const anonymous = await like(undefined, "clafoutis-aux-cerises");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent("/nos-recettes?q=clafoutis")}`,
      );

      const alice = await signUp(first, "Alice Martin");
      const bruno = await signUp(second, "Bruno Petit");
      expect((await like(alice, "clafoutis-aux-cerises")).status).toBe(200);
      expect((await like(alice, "clafoutis-aux-cerises")).status).toBe(200);
      await like(bruno, "clafoutis-aux-cerises");
      expect((await html(first, "/recette/clafoutis-aux-cerises", alice)).text).toMatch(
        /aria-pressed="true"[^>]*>.*?, 2 j&#x27;aime/s,
      );
      await like(bruno, "clafoutis-aux-cerises", "false");
      expect((await html(second, "/recette/clafoutis-aux-cerises", bruno)).text).toMatch(
        /aria-pressed="false"[^>]*>.*?, 1 j&#x27;aime/s,
      );
      expect((await like(alice, "inconnue")).status).toBe(404);
      expect((await like(alice, "clafoutis-aux-cerises", "peut-être")).status).toBe(400);
    });

    it("chacun ne touche qu'à ses propres recettes : sauvegardes, versions, publications", async () => {
      const alice = await signUp(first, "Alice Durand");
      const bruno = await signUp(first, "Bruno Roche");
      expect(
        (await postForm(first, "/recette/ratatouille", { intent: "save" }, { cookie: alice })).status,
      ).toBe(200);
      expect(
        (await postForm(first, "/recette/ratatouille", { intent: "save" }, { cookie: alice })).status,
      ).toBe(200);
      const customised = await postForm(
        first,
        "/chef-vous/ratatouille?portions=2",
        { portions: "2", retirer: "0" },
        { cookie: alice },
      );
      expect(customised.status).toBe(302);
      const versionId = customised.headers.get("location")!.split("/").at(-1)!;
      const aliceEntries = entryIds((await html(first, "/mes-recettes", alice)).text);
      expect(aliceEntries).toHaveLength(2); // the save counted once, plus the customised version
      const savedId = aliceEntries.find((id) => id !== versionId)!;

      // A copy of someone else's recipe is not one's own to publish.
      expect(
        (await postForm(first, "/mes-recettes", { intent: "publish", id: savedId }, { cookie: alice }))
          .status,
      ).toBe(400);
      expect(
        (await postForm(first, "/mes-recettes", { intent: "publish", id: versionId }, { cookie: alice }))
          .status,
      ).toBe(200);
      const published = (await html(first, "/mes-recettes", alice)).text.match(
        /href="\/recette\/(communaute-[0-9a-f]+)"/,
      )![1]!;
      expect((await html(first, `/recette/${published}`)).text).toContain("Alice Durand");

      for (const intent of ["remove", "publish", "withdraw"]) {
        for (const id of [savedId, versionId]) {
          expect((await postForm(first, "/mes-recettes", { intent, id }, { cookie: bruno })).status).toBe(
            404,
          );
        }
      }
      expect((await html(first, `/mes-recettes/${versionId}`, bruno)).status).toBe(404);
      expect(entryIds((await html(first, "/mes-recettes", alice)).text)).toHaveLength(2);
      expect((await html(first, `/recette/${published}`)).status).toBe(200);

      expect(
        (await postForm(first, "/mes-recettes", { intent: "withdraw", id: versionId }, { cookie: alice }))
          .status,
      ).toBe(200);
      expect((await html(first, `/recette/${published}`)).status).toBe(404);
    });

    it("une personnalisation invalide est refusée en français et rien n'est sauvegardé", async () => {
      const cookie = await signUp(first, "Chloé Bernard");
      const swap = await postForm(
        first,
        "/chef-vous/quiche-lorraine",
        { portions: "4", remplacer: "3:chocolat noir" },
        { cookie },
      );
      expect(swap.status).toBe(400);
      expect(await swap.text()).toContain("Ce remplacement n&#x27;est pas proposé pour cet ingrédient.");
      const servings = await postForm(first, "/chef-vous/quiche-lorraine", { portions: "500" }, { cookie });
      expect(servings.status).toBe(400);
      expect(await servings.text()).toContain("Choisissez entre 1 et 24\u00a0personnes.");
      expect((await html(first, "/mes-recettes", cookie)).text).toContain("Aucune recette sauvegardée");
      const anonymous = await postForm(first, "/chef-vous/quiche-lorraine", { portions: "4" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    });
  });
});
