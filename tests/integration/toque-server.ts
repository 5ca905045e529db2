import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { addDays, mondayOf, todayIn } from "~/domain/base/week";

const root = path.resolve(import.meta.dirname, "../..");

export interface ToqueServer {
  url: string;
  stop(): Promise<void>;
}

/** A database the servers of one suite share: a temporary SQLite folder or PostgreSQL schema. */
export interface SharedDatabase {
  name: "SQLite" | "PostgreSQL";
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function databasesUnderTest(): Array<() => Promise<SharedDatabase>> {
  const databases = [temporarySqlite];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push(() => temporaryPostgres(url));
  return databases;
}

async function temporarySqlite(): Promise<SharedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-it-"));
  return {
    name: "SQLite",
    env: { DATA_DIR: dir },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function temporaryPostgres(url: string): Promise<SharedDatabase> {
  const schema = `toque_it_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-it-"));
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: scoped.toString(), DATA_DIR: dir },
    drop: async () => {
      await run(`drop schema ${schema} cascade`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the production build (`node server.js`) and waits until it answers. */
export async function startToque(env: Record<string, string>): Promise<ToqueServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "pipe"],
  });
  const warnings: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    for (const line of chunk.toString("utf8").split("\n"))
      if (/^\(node:\d+\) \w*Warning/.test(line)) warnings.push(line);
  });
  const url = `http://localhost:${port}`;
  await waitUntilHealthy(url, child);
  return {
    url,
    // A warning Node printed (a listener leak, a deprecation) fails the suite that started the server.
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (warnings.length > 0) throw new Error(`Avertissements de Node :\n${warnings.join("\n")}`);
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`Toque s'est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Toque ne répond pas sur ${url}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface PostOptions {
  origin?: string | null;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Submits a form as a browser without JavaScript would (no redirect following). */
export function postForm(
  server: ToqueServer,
  pathname: string,
  fields: Record<string, string> | [string, string][],
  options: PostOptions = {},
) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    ...options.headers,
  };
  const origin = options.origin === undefined ? server.url : options.origin;
  if (origin !== null) headers.Origin = origin;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.ip) headers["X-Forwarded-For"] = options.ip;
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Saves a recipe from the Mes Recettes editor and returns the path of its page (`/mes-recettes/<id>`). */
export async function savedOwnRecipe(
  server: ToqueServer,
  cookie: string,
  fields: Record<string, string> | [string, string][],
): Promise<string> {
  const saved = await postForm(server, "/mes-recettes/nouvelle", fields, { cookie, ip: uniqueIp() });
  const location = saved.headers.get("location");
  if (saved.status !== 302 || !location) throw new Error(`recette non enregistrée : ${saved.status}`);
  return location;
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookie(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
  return cookie?.split(";")[0];
}

/**
 * The `name=value` part of the visitor cookie (Menu Perso, garde-manger) a response sets; the test
 * fails here, not further on, when there is none.
 */
export function visitorCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("toque_menu="));
  if (!cookie) throw new Error("pas de cookie de visiteur");
  return cookie.split(";")[0]!;
}

/**
 * One server on a fresh database for the tests of a describe block (behind a trusted proxy, so each
 * request may name its own address), stopped and dropped after them. `started` hands them to the
 * block's variables, and may prepare more (a signed-up session…) before the first test.
 */
export function toqueForSuite(
  openDatabase: () => Promise<SharedDatabase>,
  started: (server: ToqueServer, database: SharedDatabase) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  let database: SharedDatabase | undefined;
  let server: ToqueServer | undefined;
  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1", ...env });
    await started(server, database);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
}

/** Signs a new person up from an address of their own and returns their session cookie. */
export async function signedUpSession(server: ToqueServer, name: string, password: string): Promise<string> {
  const signup = await postForm(
    server,
    "/signup",
    { name, email: uniqueEmail(), password, confirmPassword: password },
    { ip: uniqueIp() },
  );
  const cookie = sessionCookie(signup);
  if (signup.status !== 302 || !cookie) throw new Error(`inscription refusée : ${signup.status}`);
  return cookie;
}

let counter = 0;
export function uniqueIp(): string {
  counter += 1;
  return `203.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export function uniqueEmail(): string {
  counter += 1;
  return `it.${Date.now().toString(36)}.${counter}@example.fr`;
}

/**
 * The Monday `weeks` weeks after this one, in Paris. Menu Perso plans from today and lists what
 * is still to eat, so a suite that expects a whole week and its list plans one wholly ahead.
 */
export function weekAhead(weeks = 1): string {
  return addDays(mondayOf(todayIn("Europe/Paris", new Date())), 7 * weeks);
}
