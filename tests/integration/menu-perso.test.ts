import { describe, expect, it } from "vitest";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  toqueForSuite,
  uniqueEmail,
  uniqueIp,
  visitorCookie,
} from "./toque-server";

const password = "blanquette-du-jeudi";
const week = "2026-11-16";

async function signUp(server: ToqueServer, cookie?: string) {
  const response = await postForm(
    server,
    "/signup?redirectTo=%2Fmenu-perso",
    {
      name: "Rémi Caron",
      email: uniqueEmail(),
      password,
      confirmPassword: password,
      redirectTo: "/menu-perso",
    },
    { ip: uniqueIp(), cookie },
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/menu-perso");
  return sessionCookie(response)!;
}

async function page(server: ToqueServer, cookie?: string) {
  const response = await fetch(`${server.url}/menu-perso?semaine=${week}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const text = await response.text();
  return {
    response,
    text,
    ids: [...text.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((match) => match[1]!),
    /** The shopping list's items, and which are ticked. */
    items: [
      ...text.matchAll(/name="article" value="([^"]+)"\/>.*?role="checkbox" aria-checked="(true|false)"/g),
    ].map((match) => ({ key: match[1]!, ticked: match[2] === "true" })),
  };
}

describe.each(databasesUnderTest())("Menu Perso", (openDatabase) => {
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started) => {
    server = started;
  });

  it("un visiteur planifie sans compte, puis garde son menu en créant un compte ; personne d'autre n'y touche", async () => {
    const generated = await postForm(server, "/menu-perso", {
      intent: "generate",
      semaine: week,
      portions: "3",
    });
    expect(generated.status).toBe(200);
    const setCookie = generated.headers.getSetCookie().find((value) => value.startsWith("toque_menu="))!;
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax/);
    const visitor = setCookie.split(";")[0]!;
    const before = await page(server, visitor);
    expect(before.ids).toHaveLength(21);
    expect(before.text).not.toContain("Aucun repas prévu");

    // Someone else, visitor or account, cannot remove these meals.
    const stranger = await signUp(server);
    expect(
      (
        await postForm(
          server,
          "/menu-perso",
          { intent: "remove", semaine: week, id: before.ids[0]! },
          { cookie: stranger },
        )
      ).status,
    ).toBe(404);
    expect(
      (await postForm(server, "/menu-perso", { intent: "remove", semaine: week, id: before.ids[0]! })).status,
    ).toBe(404);

    const account = await signUp(server, visitor);
    const adopted = await page(server, `${account}; ${visitor}`);
    expect(adopted.ids).toEqual(before.ids);
    expect(
      adopted.response.headers
        .getSetCookie()
        .some((value) => value.startsWith("toque_menu=;") && value.includes("Max-Age=0")),
    ).toBe(true);
    expect((await page(server, visitor)).ids).toEqual([]);
    expect((await page(server, account)).ids).toEqual(before.ids);
  });

  it("les cases cochées de la liste de courses sont gardées, suivent le visiteur dans son compte et figurent dans l'export", async () => {
    const generated = await postForm(server, "/menu-perso", {
      intent: "generate",
      semaine: week,
      portions: "2",
    });
    const visitor = visitorCookie(generated);
    const before = await page(server, visitor);
    expect(before.items.length).toBeGreaterThan(5);
    expect(before.items.every((item) => !item.ticked)).toBe(true);
    const [first, second] = before.items;
    const tick = (key: string, coche: string, cookie?: string) =>
      postForm(server, "/menu-perso", { intent: "tick", semaine: week, article: key, coche }, { cookie });

    expect((await tick(first!.key, "1", visitor)).status).toBe(200);
    expect((await tick(second!.key, "1", visitor)).status).toBe(200);
    expect((await tick(second!.key, "0", visitor)).status).toBe(200);
    expect((await page(server, visitor)).items.filter((item) => item.ticked)).toEqual([
      { key: first!.key, ticked: true },
    ]);

    // Only what the list holds can be ticked, and only by whoever owns the list.
    const unknown = await tick("autre:caviar", "1", visitor);
    expect(unknown.status).toBe(404);
    expect((await unknown.text()).replaceAll("&#x27;", "'")).toContain(
      "Cet article n'est plus sur la liste de courses.",
    );
    const stranger = await tick(first!.key, "0");
    expect(stranger.status).toBe(404);
    expect(stranger.headers.getSetCookie().some((value) => value.startsWith("toque_menu="))).toBe(false);
    expect((await page(server, visitor)).items.filter((item) => item.ticked)).toHaveLength(1);

    const account = await signUp(server, visitor);
    await page(server, `${account}; ${visitor}`);
    const adopted = await page(server, account);
    expect(adopted.items.filter((item) => item.ticked)).toEqual([{ key: first!.key, ticked: true }]);

    const exported = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: account } });
    const body = (await exported.json()) as { courses_cochees: { semaine_du: string; article: string }[] };
    expect(body.courses_cochees).toHaveLength(1);
    expect(body.courses_cochees[0]).toMatchObject({ semaine_du: week });
    expect(before.text).toContain(`>${body.courses_cochees[0]!.article}`);
  });

  it("sans JavaScript, une partie du nom suffit à ajouter un repas, accents et majuscules pardonnés", async () => {
    const cookie = await signUp(server);
    const add = (type: string, recette: string) =>
      postForm(
        server,
        "/menu-perso",
        { intent: "add", semaine: week, day: week, type, recette, portions: "2" },
        { cookie },
      );
    expect((await add("lunch", "quiche LOR")).status).toBe(200);
    expect((await add("dinner", "SOUFFLE AU COMTE")).status).toBe(200);
    const { text } = await page(server, cookie);
    expect(text).toContain(">Quiche lorraine<");
    expect(text).toContain(">Soufflé au comté<");
    // « saumon » could be the papillote or the tartare: the cook is asked to choose.
    const ambiguous = await add("lunch", "saumon");
    expect(ambiguous.status).toBe(400);
    expect(await ambiguous.text()).toContain("Choisissez une recette de la liste.");
  });

  it("les formulaires refusent les valeurs invalides en français, sans rien changer", async () => {
    const cookie = await signUp(server);
    const bad = async (fields: Record<string, string>, message: string) => {
      const response = await postForm(server, "/menu-perso", fields, { cookie });
      expect(response.status).toBe(400);
      expect((await response.text()).replaceAll("&#x27;", "'")).toContain(message);
    };
    await bad(
      { intent: "generate", semaine: "2026-13-45", portions: "2" },
      "Cette semaine n'est pas une date valide.",
    );
    await bad({ intent: "generate", semaine: week, portions: "0" }, "Choisissez entre 1 et 12 personnes.");
    await bad(
      { intent: "generate", semaine: week, portions: "2", calories: "90000" },
      "Indiquez un objectif entre 1 000 et 5 000 kcal par jour",
    );
    await bad(
      { intent: "add", semaine: week, day: week, type: "lunch", recette: "Homard thermidor", portions: "2" },
      "Choisissez une recette de la liste.",
    );
    await bad(
      {
        intent: "add",
        semaine: week,
        day: week,
        type: "goûter",
        recette: "Ratatouille niçoise",
        portions: "2",
      },
      "Ce repas n'existe pas.",
    );
    expect((await page(server, cookie)).ids).toEqual([]);
  });
});
