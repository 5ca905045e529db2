import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { PARIS_TIME_ZONE, addDays, mondayOf, todayIn } from "~/domain/base/week";
import { householdMessages, mealTimeMessages } from "~/domain/household/household-forms";
import {
  type ToqueServer,
  databasesUnderTest,
  postForm,
  signedUpSession,
  toqueForSuite,
  uniqueIp,
} from "./toque-server";

const FEED = /https?:\/\/[^"<\s]+\/agenda\/[A-Za-z0-9_-]{43}\.ics/;

/** « Ajouter à mon agenda » as a browser without JavaScript sends it: the page shows the address once. */
async function newLink(server: ToqueServer, cookie: string): Promise<string> {
  const response = await postForm(server, "/mon-compte", { intent: "agenda" }, { cookie, ip: uniqueIp() });
  const html = await response.text();
  expect(response.status).toBe(200);
  const url = FEED.exec(html)?.[0];
  if (!url) throw new Error("pas de lien d'agenda sur la page");
  return url;
}

async function plan(
  server: ToqueServer,
  cookie: string,
  day: string,
  type: string,
  recette: string,
  portions: number,
) {
  const response = await postForm(
    server,
    "/menu-perso",
    { intent: "add", semaine: day, day, type, recette, portions: String(portions) },
    { cookie, ip: uniqueIp() },
  );
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

/** Fetches a feed as a calendar application does: no cookie. */
async function events(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toMatch(/private/);
  expect(response.headers.get("cache-control")).toMatch(/no-store/);
  expect(response.headers.get("set-cookie")).toBeNull();
  const text = await response.text();
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue("url")),
      start: event.startDate.toJSDate().toISOString(),
      minutes: event.duration.toSeconds() / 60,
      stamp: component.getFirstPropertyValue("dtstamp"),
    };
  });
}

describe.each(databasesUnderTest())("Ajouter à mon agenda", (openDatabase) => {
  let server: ToqueServer;
  let cookie: string;
  toqueForSuite(openDatabase, async (started) => {
    server = started;
    cookie = await signedUpSession(server, "Odile Agenda", "pot-au-feu-du-jeudi");
  });

  // Today in Paris, as the feed counts its weeks.
  const monday = mondayOf(todayIn(PARIS_TIME_ZONE, new Date()));

  it("lists the planned meals of this week and the four after, at their Paris time, with link and ingredients", async () => {
    const url = await newLink(server, cookie);
    await plan(server, cookie, monday, "lunch", "Quiche lorraine", 3);
    await plan(server, cookie, addDays(monday, 8), "dinner", "Quiche lorraine", 6);
    await plan(server, cookie, addDays(monday, 34), "breakfast", "Quiche lorraine", 2);
    // Five weeks on and the week before: outside the feed.
    await plan(server, cookie, addDays(monday, 35), "lunch", "Quiche lorraine", 2);
    await plan(server, cookie, addDays(monday, -1), "lunch", "Quiche lorraine", 2);

    const found = await events(url);
    expect(found).toHaveLength(3);
    const [lunch, dinner, breakfast] = found;
    expect(lunch!.summary).toBe("Déjeuner\u00a0: Quiche lorraine");
    expect(dinner!.summary).toBe("Dîner\u00a0: Quiche lorraine");
    expect(breakfast!.summary).toBe("Petit-déjeuner\u00a0: Quiche lorraine");
    // 12 h 30, 19 h 30 and 8 h in Paris, whatever the offset of the day (CET or CEST).
    const paris = (iso: string) =>
      new Intl.DateTimeFormat("fr-FR", {
        timeZone: PARIS_TIME_ZONE,
        dateStyle: "short",
        timeStyle: "short",
      }).format(new Date(iso));
    const frenchDate = (day: string) => day.split("-").reverse().join("/");
    expect(paris(lunch!.start)).toBe(`${frenchDate(monday)} 12:30`);
    expect(paris(dinner!.start)).toBe(`${frenchDate(addDays(monday, 8))} 19:30`);
    expect(paris(breakfast!.start)).toBe(`${frenchDate(addDays(monday, 34))} 08:00`);
    expect([lunch!.minutes, dinner!.minutes, breakfast!.minutes]).toEqual([60, 60, 30]);
    expect(lunch!.url).toBe(`${new URL(url).origin}/recette/quiche-lorraine`);
    // The recipe is for 6: half of it for 3, all of it for 6.
    expect(lunch!.description).toContain("Ingrédients pour 3\u00a0portions\u00a0:");
    expect(lunch!.description).toContain("– 100 g de lardons fumés");
    expect(dinner!.description).toContain("– 200 g de lardons fumés");
    expect(lunch!.description).toContain(`Recette\u00a0: ${new URL(url).origin}/recette/quiche-lorraine`);
    expect(new Set(found.map((event) => event.uid)).size).toBe(3);
  });

  it("follows the week at the next fetch and keeps the UID of a meal that stays", async () => {
    const person = await signedUpSession(server, "Paul Suivi", "gratin-du-mardi");
    const url = await newLink(server, person);
    await plan(server, person, addDays(monday, 2), "lunch", "Quiche lorraine", 2);
    const [before] = await events(url);
    await plan(server, person, addDays(monday, 3), "dinner", "Quiche lorraine", 4);
    const after = await events(url);
    expect(after.map((event) => event.summary)).toEqual([
      "Déjeuner\u00a0: Quiche lorraine",
      "Dîner\u00a0: Quiche lorraine",
    ]);
    expect(after[0]!.uid).toBe(before!.uid);
  });

  it("places the meals at the times the household chose on « Mon foyer », and refuses a time that is not one", async () => {
    const person = await signedUpSession(server, "Hugo Horaires", "horloge-du-salon");
    const url = await newLink(server, person);
    await plan(server, person, addDays(monday, 1), "breakfast", "Quiche lorraine", 2);
    await plan(server, person, addDays(monday, 1), "dinner", "Quiche lorraine", 2);
    const setTimes = (petitDejeuner: string, diner: string) =>
      postForm(
        server,
        "/mon-foyer",
        { intent: "heures", petitDejeuner, dejeuner: "13:00", diner },
        { cookie: person, ip: uniqueIp() },
      );
    const saved = await setTimes("07:15", "20:45");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(householdMessages.mealTimesSaved);

    const paris = (iso: string) =>
      new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, timeStyle: "short" }).format(
        new Date(iso),
      );
    const [breakfast, dinner] = await events(url);
    expect([paris(breakfast!.start), paris(dinner!.start)]).toEqual(["07:15", "20:45"]);
    expect([breakfast!.minutes, dinner!.minutes]).toEqual([30, 60]);

    const refused = await setTimes("07:15", "25:00");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(mealTimeMessages.dinner);
    expect(paris((await events(url))[1]!.start)).toBe("20:45");
    expect(await (await fetch(`${server.url}/mon-foyer`, { headers: { Cookie: person } })).text()).toContain(
      'value="20:45"',
    );
  });

  it("answers 404 in French to a revoked, replaced or unknown address, at once", async () => {
    const person = await signedUpSession(server, "Rémi Révoque", "tarte-aux-poireaux");
    const first = await newLink(server, person);
    expect((await fetch(first)).status).toBe(200);
    const second = await newLink(server, person);
    const replaced = await fetch(first);
    expect(replaced.status).toBe(404);
    expect(await replaced.text()).toContain("Ce lien d'agenda n'existe pas ou a été révoqué.");
    expect((await fetch(second)).status).toBe(200);

    const revoked = await postForm(
      server,
      "/mon-compte",
      { intent: "revoquer-agenda" },
      { cookie: person, ip: uniqueIp() },
    );
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("Le lien a été révoqué");
    const gone = await fetch(second);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Ce lien d'agenda n'existe pas ou a été révoqué.");

    for (const path of [
      "/agenda/inconnu.ics",
      `/agenda/${"A".repeat(43)}.ics`,
      `/agenda/${"A".repeat(43)}`,
    ]) {
      const unknown = await fetch(`${server.url}${path}`);
      expect(unknown.status, path).toBe(404);
      expect(await unknown.text(), path).toContain("Ce lien d'agenda n'existe pas ou a été révoqué.");
    }
  });

  it("shows each person their own meals only", async () => {
    const alice = await signedUpSession(server, "Alice Voisine", "blanquette-de-veau");
    const bruno = await signedUpSession(server, "Bruno Voisin", "bouillabaisse-du-port");
    const aliceUrl = await newLink(server, alice);
    const brunoUrl = await newLink(server, bruno);
    await plan(server, alice, addDays(monday, 1), "dinner", "Quiche lorraine", 2);
    expect(await events(brunoUrl)).toEqual([]);
    expect(await events(aliceUrl)).toHaveLength(1);
    // A session of one person does not open another's address either.
    const withCookie = await fetch(brunoUrl, { headers: { Cookie: alice } });
    expect(await withCookie.text()).not.toContain("BEGIN:VEVENT");
  });

  it("says in the data export that a link exists, without its secret, and forgets it with the account", async () => {
    const person = await signedUpSession(server, "Sonia Export", "choucroute-garnie");
    const url = await newLink(server, person);
    const token = /\/agenda\/([^.]+)\.ics$/.exec(url)![1]!;
    const exported = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: person } });
    const text = await exported.text();
    expect(text).not.toContain(token);
    const { agenda } = JSON.parse(text) as { agenda: { lien_actif: boolean; cree_le?: string } };
    expect(agenda.lien_actif).toBe(true);
    expect(agenda.cree_le).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const deleted = await postForm(
      server,
      "/mon-compte",
      { password: "choucroute-garnie" },
      { cookie: person, ip: uniqueIp() },
    );
    expect(deleted.status).toBe(302);
    expect((await fetch(url)).status).toBe(404);
  });

  it("refuses an unknown intent with a French message", async () => {
    const response = await postForm(server, "/mon-compte", { intent: "pirater" }, { cookie, ip: uniqueIp() });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Cette action n&#x27;existe pas sur la page Mon compte.");
  });
});
