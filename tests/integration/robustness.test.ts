import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBodyMessages } from "~/.server/http/form-body";
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

const password = "navarin-d-agneau";

/** The twelve actions that read a form, where their forms post. */
const formActions = [
  "/?index",
  "/nos-recettes",
  "/chef-vous",
  "/recette/tomates-farcies",
  "/chef-vous/tomates-farcies",
  "/login",
  "/signup",
  "/mon-compte",
  "/mes-recettes",
  "/menu-perso",
  "/chef-sommelier",
  "/cocktails",
];

/** React separates adjacent text with empty comments, and escapes apostrophes, in server HTML. */
async function pageText(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
}

function post(server: ToqueServer, pathname: string, body: string, contentType?: string, cookie?: string) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "X-Forwarded-For": uniqueIp(),
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
    redirect: "manual",
  });
}

describe.each(databasesUnderTest())("requêtes mal formées", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let cookie: string;
  let email: string;

  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
    email = uniqueEmail();
    const signup = await postForm(
      server,
      "/signup",
      { name: "Margaux Petit", email, password, confirmPassword: password },
      { ip: uniqueIp() },
    );
    expect(signup.status).toBe(302);
    cookie = sessionCookie(signup)!;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("chaque action refuse un corps qui n'est pas un formulaire : 415 et un message en français", async () => {
    for (const action of formActions) {
      for (const contentType of [undefined, "text/plain", "application/json"]) {
        const response = await post(server, action, "intent=like", contentType, cookie);
        expect(response.status, `${action} ${contentType}`).toBe(415);
        expect(await pageText(response)).toContain(formBodyMessages.unsupportedType);
      }
    }
  });

  it("chaque action refuse un formulaire vide ou un multipart illisible : 400", async () => {
    for (const action of formActions) {
      const empty = await post(server, action, "", "application/x-www-form-urlencoded", cookie);
      expect(empty.status, action).toBe(400);
      expect(await pageText(empty)).toContain(formBodyMessages.empty);
      const broken = await post(server, action, "--x\r\nsans fin", "multipart/form-data; boundary=x", cookie);
      expect(broken.status, action).toBe(400);
      expect(await pageText(broken)).toContain(formBodyMessages.malformed);
      // With JavaScript, React Router posts to `.data`: the same refusal, as data.
      const data = await post(
        server,
        action.replace("/?index", "/_root.data?index").replace(/^\/[^?]+$/, "$&.data"),
        "",
        "text/plain",
        cookie,
      );
      expect(data.status, `${action} .data`).toBe(415);
    }
  });

  it("NUL dans une adresse ou un champ : 400, pas d'erreur de la base", async () => {
    for (const target of [
      "/recette/a%00b",
      "/chef-vous/%00",
      "/mes-recettes/a%00b",
      "/nos-recettes?categorie=%00",
    ]) {
      const response = await fetch(`${server.url}${target}`, { headers: { Cookie: cookie } });
      expect(response.status, target).toBe(400);
      expect(await response.text()).toBe("Adresse invalide : elle contient un caractère non autorisé.");
    }
    const signup = await postForm(server, "/signup", {
      name: "Nul\u0000",
      email: uniqueEmail(),
      password,
      confirmPassword: password,
    });
    expect(signup.status).toBe(400);
    expect(await pageText(signup)).toContain(formBodyMessages.forbiddenCharacter);
    const like = await postForm(
      server,
      "/recette/tomates-farcies",
      { intent: "like", recipeId: "tomates\u0000farcies", liked: "true" },
      { cookie },
    );
    expect(like.status).toBe(400);
  });

  it("NUL dans le JSON d'une recette à sauvegarder : 400, pas d'erreur de la base", async () => {
    const generation = await fetch(`${server.url}/api/generation`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": uniqueIp() },
      body: JSON.stringify({ screen: "inventaire", ingredients: ["poireau", "pomme de terre"] }),
    });
    const done = (await generation.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; recipe?: { titre: string } })
      .find((event) => event.type === "done")!;
    const save = (recipe: unknown) =>
      fetch(`${server.url}/api/recettes`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
        body: JSON.stringify({ recipe }),
      });
    const refused = await save({ ...done.recipe, titre: "Velouté\u0000 de poireaux" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Cette recette est incomplète\u00a0: impossible de la sauvegarder.",
    });
    expect((await save(done.recipe)).status).toBe(201);
  });

  it("un redirectTo avec des caractères au-delà de U+00FF garde la session après la connexion", async () => {
    const login = await postForm(
      server,
      "/login",
      { email, password, redirectTo: "/recette/tomates-farcies?note=€ĀœŒ" },
      { ip: uniqueIp() },
    );
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/recette/tomates-farcies?note=%E2%82%AC%C4%80%C5%93%C5%92");
    expect(sessionCookie(login)).toMatch(/session_token=/);
    // Logged in already, the login page sends the person on, through the same encoding.
    const page = await fetch(`${server.url}/login?redirectTo=${encodeURIComponent("/recette/€")}`, {
      headers: { Cookie: sessionCookie(login)! },
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/recette/%E2%82%AC");
  });

  it(
    "au-delà de la limite, sommelier et cocktails répondent 429 avec Retry-After et le message à l'écran",
    { timeout: 60_000 },
    async () => {
      const ip = uniqueIp();
      for (let index = 0; index < 40; index++) {
        const pairing = await postForm(server, "/chef-sommelier", { dish: "Blanquette de veau" }, { ip });
        expect(pairing.status).toBe(200);
        await pairing.arrayBuffer();
      }
      const refusals = [
        await postForm(server, "/chef-sommelier", { dish: "Blanquette de veau" }, { ip }),
        await postForm(server, "/cocktails", { base: "gin", variation: "0" }, { ip }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(429);
        const wait = Number(refused.headers.get("retry-after"));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(10 * 60);
        expect(await pageText(refused)).toMatch(
          /Vous avez demandé beaucoup de recettes en peu de temps\. Réessayez dans (une minute|\d+ minutes)\./,
        );
      }
      // Someone else is not held back.
      expect(
        (await postForm(server, "/cocktails", { base: "gin", variation: "0" }, { ip: uniqueIp() })).status,
      ).toBe(200);
    },
  );
});
