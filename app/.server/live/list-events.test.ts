import { describe, expect, it } from "vitest";
import { parseListEvent } from "~/domain/meal-plan/live-list";
import { listChange, memoryBus } from "./change-bus";
import { listEventStream, originOf } from "./list-events";

const household = { householdId: "f1", userId: "u-lea" };
const lea = { userId: "u-lea", name: "Léa", device: "telephone" };

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!pattern.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`flux terminé avant ${pattern} : ${text}`);
    text += decoder.decode(value);
  }
  return text;
}

describe("originOf", () => {
  const change = listChange(household, "coche", lea);
  it("ce téléphone, un autre appareil du même membre, un autre membre, une reprise", () => {
    expect(originOf(change, { userId: "u-lea", device: "telephone" })).toBe("ici");
    expect(originOf(change, { userId: "u-lea", device: "tablette" })).toBe("appareil");
    expect(originOf(change, { userId: "u-bruno", device: "ordinateur" })).toBe("membre");
    expect(originOf({ ...change, kind: "reprise" }, { userId: "u-lea", device: "telephone" })).toBe("toque");
    // Two devices without a cookie are not the same device.
    expect(originOf(listChange(household, "coche", { device: "" }), { device: "" })).toBe("membre");
  });
});

describe("listEventStream", () => {
  it("ouvre, envoie chaque changement de ce foyer avec son auteur, et bat toutes les heartbeatMs", async () => {
    const bus = memoryBus();
    const controller = new AbortController();
    const stream = listEventStream({
      bus,
      owner: "foyer:f1",
      viewer: { userId: "u-bruno", device: "ordinateur" },
      signal: controller.signal,
      heartbeatMs: 20,
    });
    const reader = stream.getReader();
    expect(await readUntil(reader, /: ouvert\n\n/)).toMatch(/^retry: \d+\n/);
    await bus.publish(listChange({ householdId: "f2", userId: "u-x" }, "semaine", lea));
    await bus.publish(listChange(household, "coche", lea));
    const text = await readUntil(reader, /event: liste\ndata: .*\n\n/);
    const data = /data: (.*)\n/.exec(text)![1]!;
    expect(parseListEvent(data)).toMatchObject({ de: "membre", nom: "Léa", type: "coche" });
    expect(text).toMatch(/^id: \d+$/m);
    expect(await readUntil(reader, /: battement\n\n/)).toContain(": battement");
    controller.abort();
  });

  it("ne laisse aucune écoute derrière lui : client parti (signal) ou lecture arrêtée (cancel)", async () => {
    const bus = memoryBus();
    const gone = new AbortController();
    const first = listEventStream({ bus, owner: "foyer:f1", viewer: { device: "a" }, signal: gone.signal });
    const second = listEventStream({
      bus,
      owner: "foyer:f1",
      viewer: { device: "b" },
      signal: new AbortController().signal,
    });
    const firstReader = first.getReader();
    await firstReader.read();
    expect(bus.listenerCount("foyer:f1")).toBe(2);
    gone.abort();
    expect(bus.listenerCount("foyer:f1")).toBe(1);
    expect((await firstReader.read()).done).toBe(true);
    await second.cancel();
    expect(bus.listenerCount()).toBe(0);
  });

  it("un client déjà parti n'attache rien", () => {
    const bus = memoryBus();
    const controller = new AbortController();
    controller.abort();
    listEventStream({ bus, owner: "foyer:f1", viewer: { device: "a" }, signal: controller.signal });
    expect(bus.listenerCount()).toBe(0);
  });
});
