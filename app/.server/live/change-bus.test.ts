import crypto from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type ChangeBus, type ListChange, listChange, memoryBus, ownerKey, postgresBus } from "./change-bus";

const quiet = { warn: () => undefined, info: () => undefined };
const lea = { userId: "u-lea", name: "Léa", device: "telephone-de-lea" };

/** Resolves with the next change the owner's listener hears, or rejects after a while. */
function nextChange(bus: ChangeBus, owner: string, kind?: ListChange["kind"]): Promise<ListChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`aucun changement pour ${owner}`));
    }, 5_000);
    const stop = bus.subscribe(owner, (change) => {
      if (kind && change.kind !== kind) return;
      clearTimeout(timer);
      stop();
      resolve(change);
    });
  });
}

describe("ownerKey et listChange", () => {
  it("nomme le foyer, et le visiteur par une empreinte de son cookie, jamais le cookie", () => {
    expect(ownerKey({ householdId: "f1", userId: "u1" })).toBe("foyer:f1");
    const guestId = "a".repeat(32);
    const key = ownerKey({ guestId });
    expect(key).toMatch(/^visiteur:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain(guestId);
  });

  it("ne porte que le genre, l'auteur et la version ; un nom trop long est coupé", () => {
    const change = listChange({ householdId: "f1", userId: "u1" }, "coche", {
      ...lea,
      name: "L".repeat(500),
    });
    expect(Object.keys(change).sort()).toEqual(["author", "kind", "owner", "version"]);
    expect(change.author.name).toHaveLength(80);
    expect(change.version).toBeGreaterThan(0);
  });
});

describe("le bus en mémoire (SQLite, un processus)", () => {
  it("porte un changement aux écoutes de ce foyer seulement, et se détache", async () => {
    const bus = memoryBus();
    const ours: ListChange[] = [];
    const theirs: ListChange[] = [];
    const stopOurs = bus.subscribe("foyer:a", (change) => ours.push(change));
    const stopTheirs = bus.subscribe("foyer:b", (change) => theirs.push(change));
    expect(bus.listenerCount()).toBe(2);

    await bus.publish(listChange({ householdId: "a", userId: "u-lea" }, "coche", lea));
    expect(ours.map((change) => [change.kind, change.author.name])).toEqual([["coche", "Léa"]]);
    expect(theirs).toEqual([]);

    stopOurs();
    stopTheirs();
    expect(bus.listenerCount()).toBe(0);
    await bus.publish(listChange({ householdId: "a", userId: "u-lea" }, "coche", lea));
    expect(ours).toHaveLength(1);
  });

  it("une écoute qui échoue n'empêche pas les autres d'entendre", async () => {
    const bus = memoryBus();
    const heard: string[] = [];
    bus.subscribe("foyer:a", () => {
      throw new Error("flux fermé");
    });
    bus.subscribe("foyer:a", (change) => heard.push(change.kind));
    await bus.publish(listChange({ householdId: "a", userId: "u" }, "semaine", lea));
    expect(heard).toEqual(["semaine"]);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("le bus PostgreSQL (LISTEN/NOTIFY, plusieurs instances)", () => {
  const opened: ChangeBus[] = [];
  // A channel of its own: other suites of the same database never hear these tests.
  const channel = `toque_test_${crypto.randomBytes(5).toString("hex")}`;
  const open = async () => {
    const bus = await postgresBus({ url: url!, logger: quiet, channel });
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it("un changement publié par l'instance A arrive à l'instance B, une seule fois à A", async () => {
    const [a, b] = [await open(), await open()];
    const heardByA: ListChange[] = [];
    a.subscribe("foyer:x", (change) => heardByA.push(change));
    const atB = nextChange(b, "foyer:x");
    const sent = listChange({ householdId: "x", userId: "u-lea" }, "coche", lea);
    await a.publish(sent);
    expect(await atB).toEqual(sent);
    // A's own NOTIFY comes back to it too, before B's next one (commit order): it was skipped.
    const marker = listChange({ householdId: "x", userId: "u-bruno" }, "ajout", { device: "b" });
    const markerAtA = nextChange(a, "foyer:x", "ajout");
    await b.publish(marker);
    await markerAtA;
    expect(heardByA).toEqual([sent, marker]);
  }, 15_000);

  it("un autre foyer n'entend rien, et une charge utile étrangère est ignorée", async () => {
    const [a, b] = [await open(), await open()];
    const heard: ListChange[] = [];
    b.subscribe("foyer:y", (change) => heard.push(change));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("select pg_notify($1, $2)", [channel, "pas du JSON"]);
    await client.query("select pg_notify($1, $2)", [
      channel,
      JSON.stringify({ i: "x", c: { owner: "foyer:y" } }),
    ]);
    await client.end();
    const atB = nextChange(b, "foyer:y-bis");
    await a.publish(listChange({ householdId: "y-bis", userId: "u" }, "ajout", lea));
    await atB;
    expect(heard).toEqual([]);
  }, 15_000);

  it("revient après la perte de sa connexion d'écoute et dit « reprise » aux listes ouvertes", async () => {
    const [a, b] = [await open(), await open()];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const reprise = nextChange(b, "foyer:z", "reprise");
    // Every LISTEN of this test's channel is cut, as a PostgreSQL restart or failover would.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()",
      [`LISTEN "${channel}"`],
    );
    await admin.end();
    expect((await reprise).kind).toBe("reprise");
    const atB = nextChange(b, "foyer:z", "coche");
    await a.publish(listChange({ householdId: "z", userId: "u" }, "coche", lea));
    expect((await atB).author.name).toBe("Léa");
  }, 20_000);

  it("se ferme sans laisser de connexion ouverte", async () => {
    const own = `${channel}_fin`;
    const bus = await postgresBus({ url: url!, logger: quiet, channel: own });
    await bus.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where query = $1", [
      `LISTEN "${own}"`,
    ]);
    await admin.end();
    expect(rows[0].n).toBe(0);
  });
});
