import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/base/week";
import { householdMessages, mealTimeMessages } from "~/domain/household/household-forms";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  toqueForSuite,
  uniqueIp,
  weekAhead,
} from "./toque-server";

const INVITATION = /https?:\/\/[^"<\s]+\/foyer\/rejoindre\/([A-Za-z0-9_-]{43})/;
const FEED = /https?:\/\/[^"<\s]+\/agenda\/[A-Za-z0-9_-]{43}\.ics/;
const week = weekAhead(2);

/** Runs one statement on the suite's database, as an operator would: here, to age an invitation. */
async function runSql(database: SharedDatabase, statement: string) {
  if (database.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  const connection = new SQLite(path.join(database.env.DATA_DIR!, "toque.sqlite"));
  connection.pragma("busy_timeout = 5000");
  connection.exec(statement);
  connection.close();
}

const get = (server: ToqueServer, pathname: string, cookie?: string) =>
  fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

async function invite(server: ToqueServer, cookie: string, email = "") {
  const response = await postForm(
    server,
    "/mon-foyer",
    { intent: "inviter", email },
    { cookie, ip: uniqueIp() },
  );
  const html = await response.text();
  expect(response.status).toBe(200);
  const match = INVITATION.exec(html);
  if (!match) throw new Error("pas de lien d'invitation sur la page");
  return { html, link: new URL(match[0]).pathname, token: match[1]! };
}

async function menu(server: ToqueServer, cookie: string) {
  const text = await (await get(server, `/menu-perso?semaine=${week}`, cookie)).text();
  return {
    text,
    ids: [...text.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((match) => match[1]!),
    items: [
      ...text.matchAll(/name="article" value="([^"]+)"\/>.*?role="checkbox" aria-checked="(true|false)"/g),
    ].map((match) => ({ key: match[1]!, ticked: match[2] === "true" })),
  };
}

const plan = (server: ToqueServer, cookie: string, recette: string) =>
  postForm(
    server,
    "/menu-perso",
    { intent: "add", semaine: week, day: week, type: "lunch", recette, portions: "4" },
    { cookie, ip: uniqueIp() },
  );

const tick = (server: ToqueServer, cookie: string, article: string, coche: string) =>
  postForm(
    server,
    "/menu-perso",
    { intent: "tick", semaine: week, article, coche },
    { cookie, ip: uniqueIp() },
  );

describe.each(databasesUnderTest())("Mon foyer", (openDatabase) => {
  let server: ToqueServer;
  let database: SharedDatabase;
  let alice: string;
  let bruno: string;
  let chloe: string;
  /** Joins in the second test and stays: she takes the household over when Alice's account goes. */
  let dora: string;
  toqueForSuite(openDatabase, async (started, shared) => {
    server = started;
    database = shared;
    alice = await signedUpSession(server, "Alice Foyer", "blanquette-du-lundi");
    bruno = await signedUpSession(server, "Bruno Foyer", "gratin-du-mardi");
    chloe = await signedUpSession(server, "Chloé Ailleurs", "tarte-du-mercredi");
  });

  it("une invitation réunit deux comptes : même semaine, mêmes cases cochées ; un tiers n'y lit rien", async () => {
    const page = await (await get(server, "/mon-foyer", alice)).text();
    expect(page).toContain("Le foyer de Alice Foyer");
    const renamed = await postForm(
      server,
      "/mon-foyer",
      { intent: "renommer", nom: "Les Foyer" },
      { cookie: alice },
    );
    expect(await renamed.text()).toContain("Le foyer s'appelle désormais «\u00a0Les Foyer\u00a0».");

    const { html, link } = await invite(server, alice, "bruno@exemple.fr");
    expect(html).toContain("Envoyez ce lien à bruno@exemple.fr");

    // A visitor is asked to log in or sign up, and comes back.
    const asVisitor = await (await get(server, link)).text();
    expect(asVisitor).toContain("Alice Foyer vous invite");
    expect(asVisitor).toContain(`/login?redirectTo=${encodeURIComponent(link)}`);
    expect(asVisitor).toContain(`/signup?redirectTo=${encodeURIComponent(link)}`);
    // Bruno is told he leaves his own household before he accepts.
    expect(await (await get(server, link, bruno)).text()).toContain("Vous quitterez votre foyer");

    await plan(server, bruno, "quiche-lorraine");
    const joined = await postForm(server, link, {}, { cookie: bruno });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/mon-foyer?bienvenue");
    const welcome = await (await get(server, "/mon-foyer?bienvenue", bruno)).text();
    expect(welcome).toContain("Les Foyer");
    expect(welcome).toContain("Alice Foyer");

    // Bruno was alone: his quiche came along, and Alice sees it.
    const aliceWeek = await menu(server, alice);
    expect(aliceWeek.text).toContain("Quiche lorraine");
    const [first] = aliceWeek.items;
    expect((await tick(server, alice, first!.key, "1")).status).toBe(200);
    const brunoWeek = await menu(server, bruno);
    expect(brunoWeek.ids).toEqual(aliceWeek.ids);
    expect(brunoWeek.items.find((item) => item.key === first!.key)?.ticked).toBe(true);

    // Chloé, in her own household, reads none of it, by page or by .data, and changes nothing.
    // (The recipe picker lists « Quiche lorraine » for everyone: the meal's id is what must not show.)
    expect((await menu(server, chloe)).ids).toEqual([]);
    const data = await (await get(server, `/menu-perso.data?semaine=${week}`, chloe)).text();
    expect(aliceWeek.ids.length).toBeGreaterThan(0);
    for (const id of aliceWeek.ids) expect(data).not.toContain(id);
    const removal = await postForm(
      server,
      "/menu-perso",
      { intent: "remove", semaine: week, id: aliceWeek.ids[0]! },
      { cookie: chloe },
    );
    expect(removal.status).toBe(404);
    expect((await menu(server, alice)).ids).toEqual(aliceWeek.ids);
    const foyer = await (await get(server, "/mon-foyer.data", chloe)).text();
    expect(foyer).not.toContain("Alice Foyer");
    expect(foyer).not.toContain("Les Foyer");

    // Chloé cannot remove Bruno from a household that is not hers; Bruno, a member, cannot either.
    const brunoId = /name="membre" value="([^"]+)"/.exec(
      await (await get(server, "/mon-foyer", alice)).text(),
    )![1]!;
    const byChloe = await postForm(
      server,
      "/mon-foyer",
      { intent: "retirer", membre: brunoId },
      { cookie: chloe },
    );
    expect(byChloe.status).toBe(404);
    expect(await byChloe.text()).toContain(householdMessages.unknownMember);
    const byMember = await postForm(server, "/mon-foyer", { intent: "quitter" }, { cookie: chloe });
    expect(byMember.status).toBe(400);

    // The calendar: Bruno's feed reads the shared week; Chloé's does not.
    const feedOf = async (cookie: string) => {
      const html = await (
        await postForm(server, "/mon-compte", { intent: "agenda" }, { cookie, ip: uniqueIp() })
      ).text();
      return (await fetch(FEED.exec(html)![0])).text();
    };
    expect(await feedOf(bruno)).toContain("Quiche lorraine");
    expect(await feedOf(chloe)).not.toContain("Quiche lorraine");
  });

  it("une recette partagée avec le foyer se voit et se planifie dans le foyer, et seulement là", async () => {
    const path = await savedOwnRecipe(server, bruno, [
      ["intent", "save"],
      ["kind", "written"],
      ["title", "Gâteau de Bruno"],
      ["description", "Celui du dimanche."],
      ["servings", "6"],
      ["prepMinutes", "20"],
      ["cookMinutes", "35"],
      ["ingredientQuantity", "3"],
      ["ingredientUnit", ""],
      ["ingredientName", "œufs"],
      ["step", "Mélanger puis cuire."],
      ["sourceUrl", ""],
      ["imageUrl", ""],
    ]);
    const id = path.split("/").pop()!;
    const recette = `mes-recettes:${id}`;
    const planFor = (cookie: string) =>
      postForm(
        server,
        "/menu-perso",
        { intent: "add", semaine: week, day: week, type: "dinner", recette, portions: "4" },
        { cookie, ip: uniqueIp() },
      );
    // Not shared yet: Alice cannot plan it.
    expect((await planFor(alice)).status).toBe(400);
    expect(await (await get(server, "/mes-recettes", alice)).text()).not.toContain("Gâteau de Bruno");

    // Only its author shares it.
    expect((await postForm(server, "/mes-recettes", { intent: "share", id }, { cookie: alice })).status).toBe(
      404,
    );
    const shared = await postForm(server, "/mes-recettes", { intent: "share", id }, { cookie: bruno });
    expect(shared.status).toBe(200);
    const alicePage = await (await get(server, "/mes-recettes", alice)).text();
    expect(alicePage).toContain("Partagées par le foyer");
    expect(alicePage).toContain("Gâteau de Bruno");
    expect(alicePage).toContain("Partagée par Bruno Foyer");
    expect((await planFor(alice)).status).toBe(200);
    expect((await menu(server, bruno)).text).toContain("Gâteau de Bruno");

    // Chloé, outside the household, neither sees nor plans it.
    expect(await (await get(server, "/mes-recettes.data", chloe)).text()).not.toContain("Gâteau de Bruno");
    expect((await planFor(chloe)).status).toBe(400);

    // Unshared, it leaves Alice's page.
    await postForm(server, "/mes-recettes", { intent: "unshare", id }, { cookie: bruno });
    expect(await (await get(server, "/mes-recettes", alice)).text()).not.toContain("Gâteau de Bruno");
  });

  it("une recette non partagée mais planifiée dans la semaine du foyer : les autres la lisent, l'achètent et la planifient", async () => {
    const written = (title: string, ingredient: string) =>
      savedOwnRecipe(server, bruno, [
        ["intent", "save"],
        ["kind", "written"],
        ["title", title],
        ["description", "Pour quatre."],
        ["servings", "4"],
        ["prepMinutes", "20"],
        ["cookMinutes", "90"],
        ["ingredientQuantity", "250"],
        ["ingredientUnit", "g"],
        ["ingredientName", ingredient],
        ["step", "Mijoter doucement."],
        ["sourceUrl", ""],
        ["imageUrl", ""],
      ]);
    const id = (await written("Tajine de Bruno", "pruneaux")).split("/").pop()!;
    const secret = (await written("Carnet secret de Bruno", "cardamome")).split("/").pop()!;
    const day = addDays(week, 3);
    const planned = await postForm(
      server,
      "/menu-perso",
      { intent: "add", semaine: week, day, type: "dinner", recette: `mes-recettes:${id}`, portions: "4" },
      { cookie: bruno, ip: uniqueIp() },
    );
    expect(planned.status).toBe(200);

    // Alice shops for the shared week: the dish and its ingredients are on her list as on Bruno's.
    const aliceWeek = await menu(server, alice);
    expect(aliceWeek.text).toContain("Tajine de Bruno");
    expect(aliceWeek.items.map((item) => item.key)).toEqual(
      (await menu(server, bruno)).items.map((item) => item.key),
    );
    expect(aliceWeek.text).toMatch(/pruneaux/);
    // It was not shared: it stays out of « Partagées par le foyer ».
    expect(await (await get(server, "/mes-recettes", alice)).text()).not.toContain("Tajine de Bruno");

    // Its page opens for her, read-only, and she can plan it on another day.
    const page = await get(server, `/mes-recettes/${id}`, alice);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Partagée par Bruno Foyer");
    expect(html).toContain("pruneaux");
    expect(html).not.toContain(`/mes-recettes/${id}/modifier`);
    expect(html).not.toContain(`/mes-recettes/${id}/export`);
    const again = await postForm(
      server,
      `/mes-recettes/${id}`,
      { intent: "plan", day: addDays(week, 4), type: "lunch", portions: "2" },
      { cookie: alice, ip: uniqueIp() },
    );
    expect(again.status).toBe(302);
    expect((await menu(server, bruno)).text.split("Tajine de Bruno").length - 1).toBeGreaterThanOrEqual(2);
    // Nor edited nor exported by her.
    expect((await get(server, `/mes-recettes/${id}/modifier`, alice)).status).toBe(404);
    expect((await get(server, `/mes-recettes/${id}/export`, alice)).status).toBe(404);

    // What Bruno neither shares nor plans stays his; Chloé, outside, reads neither.
    expect((await get(server, `/mes-recettes/${secret}`, alice)).status).toBe(404);
    expect((await get(server, `/mes-recettes/${id}`, chloe)).status).toBe(404);
    expect((await get(server, `/mes-recettes/${id}.data`, chloe)).status).toBe(404);
    const byChloe = await postForm(
      server,
      `/mes-recettes/${id}`,
      { intent: "plan", day: addDays(week, 4), type: "dinner", portions: "2" },
      { cookie: chloe, ip: uniqueIp() },
    );
    expect(byChloe.status).toBe(404);
  });

  it("une recette partagée a sa page pour les autres membres, en lecture seule ; hors du foyer, 404", async () => {
    const path = await savedOwnRecipe(server, alice, [
      ["intent", "save"],
      ["kind", "written"],
      ["title", "Clafoutis d'Alice"],
      ["description", "Aux cerises du jardin."],
      ["servings", "6"],
      ["prepMinutes", "15"],
      ["cookMinutes", "40"],
      ["ingredientQuantity", "500"],
      ["ingredientUnit", "g"],
      ["ingredientName", "cerises"],
      ["step", "Verser la pâte sur les cerises et cuire."],
      ["sourceUrl", ""],
      ["imageUrl", ""],
    ]);
    const id = path.split("/").pop()!;
    expect((await get(server, path, bruno)).status).toBe(404);
    await postForm(server, "/mes-recettes", { intent: "share", id }, { cookie: alice });

    const list = await (await get(server, "/mes-recettes", bruno)).text();
    expect(list).toContain(`href="/mes-recettes/${id}"`);
    const page = await get(server, path, bruno);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Clafoutis d&#x27;Alice");
    expect(html).toContain("Partagée par Alice Foyer");
    expect(html).toContain("Planifier dans Menu Perso");
    expect(html).not.toContain(`${path}/modifier`);
    // Read-only: sharing, publishing or removing it is still its author's alone.
    for (const intent of ["unshare", "publish", "remove"]) {
      const refused = await postForm(server, "/mes-recettes", { intent, id }, { cookie: bruno });
      expect(refused.status, intent).toBe(404);
    }
    expect((await get(server, path, alice)).status).toBe(200);
    expect((await get(server, path, chloe)).status).toBe(404);
  });

  it("un lien d'invitation ne sert qu'une fois ; révoqué ou expiré, il répond 410 ; inconnu, 404", async () => {
    const used = await invite(server, alice);
    dora = await signedUpSession(server, "Dora Foyer", "soupe-du-jeudi");
    expect((await postForm(server, used.link, {}, { cookie: dora })).status).toBe(302);
    const reused = await postForm(server, used.link, {}, { cookie: chloe });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain(householdMessages.linkUsed);
    expect((await get(server, used.link, chloe)).status).toBe(410);

    const revoked = await invite(server, alice, "eve@exemple.fr");
    const ownerPage = await (await get(server, "/mon-foyer", alice)).text();
    const invitationId = /name="invitation" value="([0-9a-f-]{36})"/.exec(ownerPage)![1]!;
    // Nobody but the household's owner revokes it.
    expect(
      (
        await postForm(
          server,
          "/mon-foyer",
          { intent: "revoquer", invitation: invitationId },
          { cookie: chloe },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await postForm(
          server,
          "/mon-foyer",
          { intent: "revoquer", invitation: invitationId },
          { cookie: bruno },
        )
      ).status,
    ).toBe(403);
    const revocation = await postForm(
      server,
      "/mon-foyer",
      { intent: "revoquer", invitation: invitationId },
      { cookie: alice },
    );
    expect(await revocation.text()).toContain(householdMessages.invitationRevoked);
    const afterRevoke = await get(server, revoked.link, chloe);
    expect(afterRevoke.status).toBe(410);
    expect(await afterRevoke.text()).toContain(householdMessages.linkRevoked);
    expect((await postForm(server, revoked.link, {}, { cookie: chloe })).status).toBe(410);

    const expired = await invite(server, alice);
    await runSql(
      database,
      `update household_invitation set expires_at = '2020-01-01T00:00:00.000Z' where revoked_at is null and used_at is null`,
    );
    const late = await postForm(server, expired.link, {}, { cookie: chloe });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain(householdMessages.linkExpired);

    const unknown = await get(server, `/foyer/rejoindre/${"B".repeat(43)}`, chloe);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(householdMessages.linkUnknown);
    expect((await get(server, "/foyer/rejoindre/pas-un-jeton")).status).toBe(404);
    // Chloé is still in her own household.
    expect(await (await get(server, "/mon-foyer", chloe)).text()).not.toContain("Les Foyer");
  });

  it("refuse une saisie invalide en nommant le champ, sans rien changer", async () => {
    const badName = await postForm(server, "/mon-foyer", { intent: "renommer", nom: "x" }, { cookie: alice });
    expect(badName.status).toBe(400);
    expect(await badName.text()).toContain(householdMessages.nameRequired);
    const badEmail = await postForm(
      server,
      "/mon-foyer",
      { intent: "inviter", email: "pas une adresse" },
      { cookie: alice },
    );
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain(householdMessages.invalidEmail);
    const badTime = await postForm(
      server,
      "/mon-foyer",
      { intent: "heures", petitDejeuner: "8h", dejeuner: "12:30", diner: "19:30" },
      { cookie: alice },
    );
    expect(badTime.status).toBe(400);
    expect(await badTime.text()).toContain(mealTimeMessages.breakfast);
    expect(await (await get(server, "/mon-foyer", alice)).text()).toContain('value="08:00"');
    const unknown = await postForm(server, "/mon-foyer", { intent: "piratage" }, { cookie: alice });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(householdMessages.unknownIntent);
    expect(await (await get(server, "/mon-foyer", alice)).text()).toContain("Les Foyer");
    // Without an account, the page asks to log in.
    const visitor = await get(server, "/mon-foyer");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fmon-foyer");
  });

  it("n'importe quel membre règle les heures des repas du foyer, pour tous ; hors du foyer, rien ne change", async () => {
    const times = { intent: "heures", petitDejeuner: "07:30", dejeuner: "12:00", diner: "20:15" };
    const byMember = await postForm(server, "/mon-foyer", times, { cookie: bruno });
    expect(byMember.status).toBe(200);
    expect(await byMember.text()).toContain(householdMessages.mealTimesSaved);
    const aliceSees = await (await get(server, "/mon-foyer", alice)).text();
    for (const time of ["07:30", "12:00", "20:15"]) expect(aliceSees).toContain(`value="${time}"`);
    expect(await (await get(server, "/mon-foyer", chloe)).text()).toContain('value="19:30"');
  });

  it("qui quitte le foyer garde une copie de la semaine et des cases cochées ; ensuite, chacun la sienne", async () => {
    const before = await menu(server, bruno);
    const left = await postForm(server, "/mon-foyer", { intent: "quitter" }, { cookie: bruno });
    expect(left.status).toBe(200);
    expect(await left.text()).toContain(householdMessages.left);
    const after = await menu(server, bruno);
    expect(after.text).toContain("Quiche lorraine");
    expect(after.items.filter((item) => item.ticked)).toEqual(before.items.filter((item) => item.ticked));
    const [item] = after.items.filter((candidate) => !candidate.ticked);
    expect((await tick(server, bruno, item!.key, "1")).status).toBe(200);
    expect((await menu(server, alice)).items.find((candidate) => candidate.key === item!.key)?.ticked).toBe(
      false,
    );
    const aliceHousehold = await (await get(server, "/mon-foyer", alice)).text();
    expect(aliceHousehold).not.toContain("Bruno Foyer");

    // The export names the household and holds its shared week.
    const exported = (await (await get(server, "/mon-compte/export", bruno)).json()) as {
      foyer: { nom: string; role: string };
      menus: { plat: string }[];
    };
    expect(exported.foyer).toMatchObject({ nom: "Le foyer de Bruno Foyer", role: "propriétaire" });
    expect(exported.menus.map((meal) => meal.plat)).toContain("Quiche lorraine");
  });

  it("le propriétaire retire un membre, et quand son compte disparaît le foyer reste aux autres", async () => {
    const memberIds = async () =>
      [
        ...(await (await get(server, "/mon-foyer", alice)).text()).matchAll(/name="membre" value="([^"]+)"/g),
      ].map((match) => match[1]!);
    const before = await memberIds();
    expect(before).toHaveLength(1);
    const { link } = await invite(server, alice);
    expect((await postForm(server, link, {}, { cookie: chloe })).status).toBe(302);
    const chloeId = (await memberIds()).find((id) => !before.includes(id))!;
    const removed = await postForm(
      server,
      "/mon-foyer",
      { intent: "retirer", membre: chloeId },
      { cookie: alice },
    );
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Chloé Ailleurs ne fait plus partie du foyer");
    expect(await (await get(server, "/mon-foyer", chloe)).text()).toContain("Le foyer de Chloé Ailleurs");

    const deleted = await postForm(
      server,
      "/mon-compte",
      { intent: "supprimer", password: "blanquette-du-lundi" },
      { cookie: alice, ip: uniqueIp() },
    );
    expect(deleted.status).toBe(302);
    // Dora, the member who stayed, now owns the household and its week.
    const doraPage = await (await get(server, "/mon-foyer", dora)).text();
    expect(doraPage).toMatch(/Dora Foyer<\/span>(<!-- -->)? \(vous\)(<!-- -->)? · (<!-- -->)?propriétaire/);
    expect(doraPage).toContain("Les Foyer");
  });
});
