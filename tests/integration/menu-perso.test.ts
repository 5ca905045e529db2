import { describe, expect, it } from "vitest";
import { planMessages } from "~/domain/meal-plan/plan-forms";
import { mondayOf, todayIn, weekLabel } from "~/domain/base/week";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  sessionCookie,
  signedUpSession,
  toqueForSuite,
  uniqueEmail,
  uniqueIp,
  visitorCookie,
  weekAhead,
} from "./toque-server";

const password = "blanquette-du-jeudi";
const week = weekAhead();

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

  it("un visiteur planifie sans compte, puis garde son menu en créant un compte ; personne d'autre n'y touche", async () => {
    // The page's form posts to the week it shows.
    const generated = await postForm(server, `/menu-perso?semaine=${week}`, {
      intent: "generate",
      semaine: week,
      portions: "3",
    });
    expect(generated.status).toBe(200);
    const setCookie = generated.headers.getSetCookie().find((value) => value.startsWith("toque_menu="))!;
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax/);
    const visitor = setCookie.split(";")[0]!;
    // Without JavaScript, the page that answers the form is the new week, not an empty one.
    const answered = await generated.text();
    expect(answered).toContain(planMessages.generated);
    expect(answered).not.toContain("Aucun repas prévu");
    expect([...answered.matchAll(/name="id" value="[0-9a-f-]{36}"/g)]).toHaveLength(21);
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

  it("sans JavaScript, « Prévoir des restes » et « Vin au dîner : Jamais » donnent quatre déjeuners de restes et aucun vin", async () => {
    const cookie = await signUp(server);
    const generated = await postForm(
      server,
      "/menu-perso",
      { intent: "generate", semaine: week, portions: "2", temps: "30", restes: "on", vin: "jamais" },
      { cookie },
    );
    expect(generated.status).toBe(200);
    const { text } = await page(server, cookie);
    expect(text.match(/data-discover="true">Restes d/g)).toHaveLength(4);
    expect(text.match(/portions pour demain midi/g)).toHaveLength(4);
    expect(text).not.toContain("Accord\u00a0:");
    expect(text).not.toContain("Accord :");
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
    await bad({ intent: "generate", semaine: week, portions: "0" }, "Choisissez entre 1 et 12 personnes.");
    await bad(
      { intent: "generate", semaine: week, portions: "2", vin: "parfois" },
      "Choisissez quand proposer un vin au dîner\u00a0: jamais, le week-end ou tous les soirs.",
    );
    await bad(
      { intent: "generate", semaine: week, portions: "2", calories: "90000" },
      "Indiquez un objectif entre 1 000 et 5 000 kcal par jour",
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

/** A recipe written in the editor, to plan from Mes Recettes. */
const writtenRecipe: [string, string][] = [
  ["intent", "save"],
  ["kind", "written"],
  ["title", "Gratin du mardi"],
  ["description", "Celui de la cantine."],
  ["servings", "4"],
  ["prepMinutes", "20"],
  ["cookMinutes", "30"],
  ["ingredientQuantity", "800"],
  ["ingredientUnit", "g"],
  ["ingredientName", "pommes de terre"],
  ["step", "Gratiner."],
  ["sourceUrl", ""],
  ["imageUrl", ""],
];

const unescaped = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** What the personal-data export holds of the account's week plans, ticks and pantry. */
async function stored(server: ToqueServer, cookie: string) {
  const response = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    menus: { jour: string; plat: string }[];
    courses_cochees: { semaine_du: string }[];
    garde_manger: unknown[];
  };
  return { menus: body.menus, ticks: body.courses_cochees, pantry: body.garde_manger };
}

describe.each(databasesUnderTest())("Menu Perso, des dates qui existent", (openDatabase) => {
  let server: ToqueServer;
  toqueForSuite(openDatabase, (started) => {
    server = started;
  });

  it("une semaine impossible ou hors de 2000 à 2100 est une page 400 en français, page et données", async () => {
    const cookie = await signedUpSession(server, "Léa Datte", "semaine-impossible");
    // prettier-ignore
    const refused = ["0000-01-01", "9999-12-27", "9999-12-31", "2023-02-29", "2026-13-01", "1999-12-26", "2101-01-03", "10000-01-01", "-0001-01-01", "2026-2-3", "abc", ""];
    for (const semaine of refused) {
      for (const path of ["/menu-perso", "/menu-perso.data"]) {
        for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
          const response = await fetch(`${server.url}${path}?semaine=${encodeURIComponent(semaine)}`, {
            headers,
          });
          expect(response.status, `${path}?semaine=${semaine}`).toBe(400);
          expect(unescaped(await response.text()), `${path}?semaine=${semaine}`).toContain(planMessages.week);
        }
      }
    }
  });

  it("sans semaine, c'est cette semaine ; aux bouts de 2000 à 2100, pas de lien vers une semaine refusée", async () => {
    const thisWeek = await fetch(`${server.url}/menu-perso`);
    expect(thisWeek.status).toBe(200);
    expect(unescaped(await thisWeek.text())).toContain(
      weekLabel(mondayOf(todayIn("Europe/Paris", new Date()))),
    );

    const first = await fetch(`${server.url}/menu-perso?semaine=2000-01-01`);
    expect(first.status).toBe(200);
    const firstPage = await first.text();
    expect(firstPage).toContain("Semaine du 27 décembre 1999 au 2 janvier 2000");
    expect(firstPage).not.toContain("Semaine précédente");
    expect(firstPage).toContain('href="/menu-perso?semaine=2000-01-03"');
    // The page's own forms send its Monday, still in 1999: the loader takes it back.
    expect(firstPage).toContain('name="semaine" value="1999-12-27"');
    expect((await fetch(`${server.url}/menu-perso?semaine=1999-12-27`)).status).toBe(200);

    const last = await fetch(`${server.url}/menu-perso?semaine=2100-12-31`);
    expect(last.status).toBe(200);
    const lastPage = await last.text();
    expect(lastPage).toContain("Semaine du 27 décembre 2100 au 2 janvier 2101");
    expect(lastPage).not.toContain("Semaine suivante");
    expect(lastPage).toContain('href="/menu-perso?semaine=2100-12-20"');
  });

  it("les actions datées refusent en français un jour ou une semaine qui n'existe pas, sans rien garder", async () => {
    const cookie = await signedUpSession(server, "Marc Datte", "jour-impossible");
    const path = await savedOwnRecipe(server, cookie, writtenRecipe);
    // A real week with a shopping list, so that a tick or « J'ai tout acheté » had something to store.
    expect(
      (
        await postForm(
          server,
          "/menu-perso",
          { intent: "generate", semaine: week, portions: "2" },
          { cookie },
        )
      ).status,
    ).toBe(200);
    const list = await page(server, cookie);
    const article = list.items[0]!.key;
    const before = await stored(server, cookie);
    expect(before.menus).toHaveLength(21);

    const refuse = async (target: string, fields: Record<string, string>, message: string) => {
      const response = await postForm(server, target, fields, { cookie });
      const label = JSON.stringify(fields);
      expect(response.status, label).toBe(400);
      expect(unescaped(await response.text()), label).toContain(message);
    };
    for (const semaine of ["2023-02-29", "0000-01-03", "9999-12-19", "0000-01-01", "2101-01-03"])
      await refuse(
        "/menu-perso",
        { intent: "generate", semaine, portions: "2", remplacer: "on" },
        planMessages.week,
      );
    for (const semaine of ["2023-02-29", "0000-01-01"]) {
      await refuse("/menu-perso", { intent: "tick", semaine, article, coche: "1" }, planMessages.week);
      await refuse("/menu-perso", { intent: "bought", semaine }, planMessages.week);
      await refuse("/menu-perso", { intent: "remove", semaine, id: list.ids[0]! }, planMessages.week);
    }
    for (const day of ["2023-02-29", "0000-01-01", "1999-12-31", "2101-01-01"]) {
      await refuse(
        "/menu-perso",
        { intent: "add", semaine: week, day, type: "lunch", recette: "Quiche lorraine", portions: "2" },
        planMessages.day,
      );
      await refuse(path, { intent: "plan", day, type: "dinner", portions: "2" }, planMessages.day);
    }
    expect(await stored(server, cookie)).toEqual(before);
  });

  it("un jour accepté est gardé tel qu'écrit, et la semaine qui s'ouvre l'affiche", async () => {
    const cookie = await signedUpSession(server, "Rose Datte", "jour-possible");
    const path = await savedOwnRecipe(server, cookie, writtenRecipe);
    const planned = await postForm(
      server,
      path,
      { intent: "plan", day: "2000-01-01", type: "dinner", portions: "2" },
      { cookie },
    );
    expect(planned.status).toBe(302);
    expect(planned.headers.get("location")).toBe("/menu-perso?semaine=1999-12-27");
    const added = await postForm(
      server,
      "/menu-perso",
      {
        intent: "add",
        semaine: "2100-12-27",
        day: "2100-12-31",
        type: "lunch",
        recette: "Quiche lorraine",
        portions: "2",
      },
      { cookie },
    );
    expect(added.status).toBe(200);
    expect((await stored(server, cookie)).menus.map((meal) => [meal.jour, meal.plat])).toEqual([
      ["2000-01-01", "Gratin du mardi"],
      ["2100-12-31", "Quiche lorraine"],
    ]);
    const opened = await fetch(`${server.url}/menu-perso?semaine=1999-12-27`, {
      headers: { Cookie: cookie },
    });
    expect(await opened.text()).toContain("Gratin du mardi");
  });
});
