import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { z } from "zod";
import { LIST_CHANGE_KINDS, type ListChangeKind } from "~/domain/meal-plan/live-list";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { Logger } from "../logger";

export type { ListChangeKind };

/** Who made a change: the member (none for a visitor) and the device, as `deviceOf` names it. */
export interface ChangeAuthor {
  userId?: string;
  name?: string;
  device: string;
}

/**
 * One change, never the list itself: a receiver reads the list again through the service, so
 * that who may read what is decided in one place, the list's own loader.
 */
export interface ListChange {
  /** Whose list: `ownerKey` of the household or the visitor. */
  owner: string;
  kind: ListChangeKind;
  author: ChangeAuthor;
  /** Milliseconds since 1970 at the publisher, after the write was committed. */
  version: number;
}

export type ListChangeListener = (change: ListChange) => void;

/** The lists' changes, from the service that wrote them to every screen that shows the list. */
export interface ChangeBus {
  publish(change: ListChange): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(owner: string, listener: ListChangeListener): () => void;
  /** How many listeners are attached (to one owner, or in all): a closed stream must leave none. */
  listenerCount(owner?: string): number;
  close(): Promise<void>;
}

/** A display name is a member's own text: cut short, so a payload stays far below NOTIFY's 8,000 bytes. */
const NAME_MAX = 80;

/** The key a list is published under; a visitor's cookie, a secret, only as a digest. */
export function ownerKey(owner: PlanOwner): string {
  if ("householdId" in owner) return `foyer:${owner.householdId}`;
  return `visiteur:${crypto.createHash("sha256").update(owner.guestId).digest("base64url").slice(0, 22)}`;
}

/** The change a service publishes once its write is committed. */
export function listChange(owner: PlanOwner, kind: ListChangeKind, author: ChangeAuthor): ListChange {
  const name = author.name?.slice(0, NAME_MAX);
  return {
    owner: ownerKey(owner),
    kind,
    author: {
      ...(author.userId ? { userId: author.userId } : {}),
      ...(name ? { name } : {}),
      device: author.device,
    },
    version: Date.now(),
  };
}

/** One emitter of changes by owner; listeners are cut off from each other's failures. */
function localListeners() {
  const emitter = new EventEmitter();
  // A household's phones, tablets and tabs all listen to one owner: no count is a leak by itself.
  emitter.setMaxListeners(0);
  return {
    emit(change: ListChange) {
      for (const listener of emitter.listeners(change.owner) as ListChangeListener[]) {
        try {
          listener(change);
        } catch {
          // A listener's stream that broke is closed by its own cleanup; the others still hear.
        }
      }
    },
    subscribe(owner: string, listener: ListChangeListener) {
      emitter.on(owner, listener);
      return () => void emitter.off(owner, listener);
    },
    listenerCount(owner?: string) {
      if (owner !== undefined) return emitter.listenerCount(owner);
      return emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);
    },
    owners: () => emitter.eventNames().filter((name): name is string => typeof name === "string"),
  };
}

/** One process, the embedded SQLite: every screen is served by this process. */
export function memoryBus(): ChangeBus {
  const local = localListeners();
  return {
    async publish(change) {
      local.emit(change);
    },
    subscribe: local.subscribe,
    listenerCount: local.listenerCount,
    async close() {},
  };
}

/** The channel every Toque instance of one database listens on. */
export const LIST_CHANNEL = "toque_liste";

const payloadSchema = z.object({
  /** The instance that published: it has told its own listeners already. */
  i: z.string(),
  c: z.object({
    owner: z.string().max(200),
    kind: z.enum(LIST_CHANGE_KINDS),
    author: z.object({
      userId: z.string().max(200).optional(),
      name: z.string().max(NAME_MAX).optional(),
      device: z.string().max(64),
    }),
    version: z.number(),
  }),
});

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 15_000;

/**
 * Several instances on one PostgreSQL: each publishes with NOTIFY and listens with LISTEN on
 * one connection of its own, outside the pool (a pooled connection would lose its LISTEN when
 * handed back). The publisher tells its own listeners at once and skips its echo. When the
 * listening connection drops, it comes back with a growing delay, and every list open here is
 * told `reprise`, since changes of other instances may have passed meanwhile.
 */
export async function postgresBus({
  url,
  logger,
  channel = LIST_CHANNEL,
}: {
  url: string;
  logger: Pick<Logger, "warn" | "info">;
  channel?: string;
}): Promise<ChangeBus> {
  const instance = crypto.randomBytes(9).toString("base64url");
  const local = localListeners();
  // NOTIFY goes through a connection of its own too, so that a publish never waits for the pool.
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on("error", (error) => logger.warn({ err: error }, "liste en direct : connexion d'envoi perdue"));
  let listener: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_FIRST_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function received(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let parsed;
    try {
      parsed = payloadSchema.safeParse(JSON.parse(message.payload));
    } catch {
      return;
    }
    if (parsed.success && parsed.data.i !== instance) local.emit(parsed.data.c);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", received);
    client.on("error", (error) => {
      logger.warn({ err: error }, "liste en direct : écoute de PostgreSQL interrompue");
      lost(client);
    });
    client.on("end", () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    listener = client;
    delay = RECONNECT_FIRST_MS;
  }

  function lost(client: pg.Client) {
    if (listener !== client || closed) return;
    listener = undefined;
    client.removeAllListeners("notification");
    void client.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        logger.info("liste en direct : écoute de PostgreSQL rétablie");
        for (const owner of local.owners())
          local.emit({ owner, kind: "reprise", author: { device: "" }, version: Date.now() });
      } catch (error) {
        logger.warn({ err: error }, "liste en direct : PostgreSQL ne répond pas, nouvel essai");
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      }
    }, delay);
    retry.unref();
  }

  await connect();

  return {
    async publish(change) {
      local.emit(change);
      try {
        await publisher.query("select pg_notify($1, $2)", [
          channel,
          JSON.stringify({ i: instance, c: change }),
        ]);
      } catch (error) {
        // The write itself is committed: the other instances' screens catch up at their next load.
        logger.warn({ err: error }, "liste en direct : changement non diffusé aux autres instances");
      }
    },
    subscribe: local.subscribe,
    listenerCount: local.listenerCount,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => undefined), publisher.end()]);
    },
  };
}
