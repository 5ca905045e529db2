import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListEvent, parseListEvent } from "~/domain/meal-plan/live-list";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  signedUpSession,
  startToque,
  toqueForSuite,
  uniqueEmail,
  uniqueIp,
  visitorCookie,
  weekAhead,
} from "./toque-server";

const STREAM = "/api/liste-de-courses/direct";
const INVITATION = /https?:\/\/[^"<\s]+(\/foyer\/rejoindre\/[A-Za-z0-9_-]{43})/;
const week = weekAhead(2);

/** One device following a list: its events as they come, read off the real HTTP stream. */
interface Follower {
  response: Response;
  events: ListEvent[];
  /** The next event not yet taken that matches, waited for (the suite's timeout bounds it). */
  next(matches?: (event: ListEvent) => boolean): Promise<ListEvent>;
  close(): void;
}

async function follow(server: ToqueServer, cookie?: string): Promise<Follower> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${STREAM}`, {
    headers: {
      Accept: "text/event-stream",
      // Compression would hold the events back: the answer must come uncompressed all the same.
      "Accept-Encoding": "br, gzip",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    signal: controller.signal,
  });
  const events: ListEvent[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  if (response.status === 200 && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        while (true) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const event = data && /^event: liste$/m.test(block) ? parseListEvent(data) : undefined;
            if (event) events.push(event);
            wake?.();
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return {
    response,
    events,
    async next(matches = () => true) {
      while (true) {
        const index = events.findIndex((event, at) => at >= taken && matches(event));
        if (index >= 0) {
          taken = index + 1;
          return events[index]!;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => controller.abort(),
  };
}

/** The article keys of the week's shopping list, as the page shows them. */
async function articles(server: ToqueServer, cookie: string): Promise<string[]> {
  const html = await (
    await fetch(`${server.url}/menu-perso?semaine=${week}`, { headers: { Cookie: cookie } })
  ).text();
  return [...html.matchAll(/name="article" value="([^"]+)"/g)].map((match) => match[1]!);
}

const plan = (server: ToqueServer, cookie: string, recette: string) =>
  postForm(
    server,
    "/menu-perso",
    { intent: "add", semaine: week, day: week, type: "lunch", recette, portions: "4" },
    { cookie, ip: uniqueIp() },
  );

const tick = (server: ToqueServer, cookie: string, article: string) =>
  postForm(
    server,
    "/menu-perso",
    { intent: "tick", semaine: week, article, coche: "1" },
    { cookie, ip: uniqueIp() },
  );

async function signUp(server: ToqueServer, name: string, email: string, password: string): Promise<string> {
  const response = await postForm(
    server,
    "/signup",
    { name, email, password, confirmPassword: password },
    { ip: uniqueIp() },
  );
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`inscription refusée : ${response.status}`);
  return cookie;
}

async function logIn(server: ToqueServer, email: string, password: string): Promise<string> {
  const response = await postForm(server, "/login", { email, password }, { ip: uniqueIp() });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`connexion refusée : ${response.status}`);
  return cookie;
}

/** Bruno joins Alice's household through an invitation link. */
async function join(server: ToqueServer, host: string, guest: string) {
  const html = await (
    await postForm(server, "/mon-foyer", { intent: "inviter", email: "" }, { cookie: host, ip: uniqueIp() })
  ).text();
  const link = INVITATION.exec(html)?.[1];
  if (!link) throw new Error("pas de lien d'invitation");
  expect((await postForm(server, link, {}, { cookie: guest, ip: uniqueIp() })).status).toBe(302);
}

describe.each(databasesUnderTest())("La liste en direct", (openDatabase) => {
  let server: ToqueServer;
  const aliceEmail = uniqueEmail();
  let alice: string;
  let bruno: string;
  let chloe: string;
  const followers: Follower[] = [];
  const following = async (cookie?: string) => {
    const follower = await follow(server, cookie);
    followers.push(follower);
    return follower;
  };
  toqueForSuite(openDatabase, async (started) => {
    server = started;
    alice = await signUp(server, "Alice Direct", aliceEmail, "blanquette-du-lundi");
    bruno = await signedUpSession(server, "Bruno Direct", "gratin-du-mardi");
    chloe = await signedUpSession(server, "Chloé Ailleurs", "tarte-du-mercredi");
    await join(server, alice, bruno);
    // A read makes no household (issue 31): Chloé's first change makes hers, another one than Alice's.
    const renamed = await postForm(
      server,
      "/mon-foyer",
      { intent: "renommer", nom: "Chez Chloé" },
      { cookie: chloe, ip: uniqueIp() },
    );
    expect(renamed.status).toBe(200);
  });
  afterAll(() => {
    for (const follower of followers) follower.close();
  });

  it("deux membres d'un foyer reçoivent le changement, avec le nom de son auteur ; un autre foyer, rien", async () => {
    const brunoPhone = await following(bruno);
    const chloePhone = await following(chloe);
    const aliceTablet = await following(await logIn(server, aliceEmail, "blanquette-du-lundi"));
    expect(brunoPhone.response.status).toBe(200);
    expect(brunoPhone.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(brunoPhone.response.headers.get("content-encoding")).toBeNull();
    expect(brunoPhone.response.headers.get("cache-control")).toContain("no-transform");
    // The page's own security headers stay.
    expect(brunoPhone.response.headers.get("x-content-type-options")).toBe("nosniff");

    expect((await plan(server, alice, "quiche-lorraine")).status).toBe(200);
    expect(await brunoPhone.next()).toMatchObject({ de: "membre", nom: "Alice Direct", type: "semaine" });
    // Alice on her tablet: her own change from another device.
    expect(await aliceTablet.next()).toMatchObject({ de: "appareil", type: "semaine" });

    const [article] = await articles(server, alice);
    expect((await tick(server, alice, article!)).status).toBe(200);
    expect(await brunoPhone.next()).toMatchObject({ de: "membre", nom: "Alice Direct", type: "coche" });

    // Chloé's own change reaches her: nothing of Alice's came before it.
    await plan(server, chloe, "quiche-lorraine");
    expect(await chloePhone.next()).toMatchObject({ de: "ici", type: "semaine" });
    expect(chloePhone.events).toHaveLength(1);
    expect(brunoPhone.events.map((event) => event.type)).toEqual(["semaine", "coche"]);
  });

  it("un visiteur ne suit que sa propre liste ; sans menu, il n'a rien à suivre", async () => {
    const nothing = await follow(server);
    expect(nothing.response.status).toBe(204);

    const started = await postForm(
      server,
      "/menu-perso",
      { intent: "add", semaine: week, day: week, type: "lunch", recette: "quiche-lorraine", portions: "2" },
      { ip: uniqueIp() },
    );
    const visitor = visitorCookie(started);
    const visitorPhone = await following(visitor);
    expect(visitorPhone.response.status).toBe(200);
    await plan(server, alice, "quiche-lorraine");
    const [article] = await articles(server, visitor);
    expect((await tick(server, visitor, article!)).status).toBe(200);
    expect(await visitorPhone.next()).toMatchObject({ de: "ici", type: "coche" });
    expect(visitorPhone.events).toHaveLength(1);
  });
});

/** Two Toque instances on one PostgreSQL, as behind a load balancer: a tick on A reaches B. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("La liste en direct sur deux instances", () => {
  let database: SharedDatabase;
  let a: ToqueServer;
  let b: ToqueServer;
  beforeAll(async () => {
    const postgres = databasesUnderTest()[1]!;
    database = await postgres();
    a = await startToque({ ...database.env, TRUST_PROXY: "1" });
    b = await startToque({ ...database.env, TRUST_PROXY: "1" });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("un changement fait sur l'instance A arrive au client de l'instance B", async () => {
    const email = uniqueEmail();
    const lea = await signUp(a, "Léa", email, "ratatouille-du-jeudi");
    const marc = await signedUpSession(b, "Marc", "pot-au-feu-du-vendredi");
    await join(a, lea, marc);
    // The sessions live in the database: either instance knows both.
    const marcOnB = await follow(b, marc);
    try {
      expect(marcOnB.response.status).toBe(200);
      expect((await plan(a, lea, "quiche-lorraine")).status).toBe(200);
      expect(await marcOnB.next()).toMatchObject({ de: "membre", nom: "Léa", type: "semaine" });
      const [article] = await articles(a, lea);
      const sent = performance.now();
      expect((await tick(a, lea, article!)).status).toBe(200);
      expect(await marcOnB.next()).toMatchObject({ de: "membre", nom: "Léa", type: "coche" });
      console.log(`Coche de A reçue sur B en ${Math.round(performance.now() - sent)} ms`);
    } finally {
      marcOnB.close();
    }
  });
});
