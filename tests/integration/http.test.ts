import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  signedUpSession,
  startToque,
  uniqueEmail,
  uniqueIp,
  visitorCookie,
} from "./toque-server";

const root = path.resolve(import.meta.dirname, "../..");
const megabytes = (count: number) => count * 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Bytes of body the client managed to hand to the socket before the answer came. */
  sent: number;
  elapsedMs: number;
}

/**
 * Sends `head` as typed on a socket, then, if `body` is given, writes it chunk after chunk
 * until the server answers, or, with `untilCut`, until the server cuts the connection (or
 * the whole body is sent). The connection stays open from our side: a client that
 * half-closes gets no answer from Node.
 */
function rawRequest(
  server: ToqueServer,
  head: string,
  body?: {
    chunk: Buffer;
    total: number;
    chunked: boolean;
    untilCut?: boolean;
    /** Counts the body's bytes as they are sent, for whoever watches the uploads in flight. */
    progress?: { sent: number };
  },
): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let sent = 0;
    let answered = false;
    const untilCut = body?.untilCut ?? false;
    const finish = () => {
      if (answered) return;
      const match = received.match(/^HTTP\/1\.[01] (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/);
      if (!match) return reject(new Error(`Pas de réponse HTTP : ${JSON.stringify(received.slice(0, 200))}`));
      answered = true;
      socket.destroy();
      resolve({
        status: Number(match[1]),
        headers: match[2]!,
        body: match[3]!,
        sent,
        elapsedMs: performance.now() - started,
      });
    };
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => {
      received += data;
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const length = received.match(/\r\ncontent-length: (\d+)/i);
      const body = received.slice(headEnd + 4);
      const complete = length ? Buffer.byteLength(body) >= Number(length[1]) : body.endsWith("0\r\n\r\n");
      if (complete && !untilCut) finish();
    });
    socket.on("close", finish);
    // The server cutting the upload short is what we are testing: the write error is expected.
    socket.on("error", () => undefined);
    socket.on("connect", async () => {
      socket.write(head);
      if (!body) return;
      while (sent < body.total && !socket.destroyed && (untilCut || received === "")) {
        const piece = body.chunked
          ? Buffer.concat([
              Buffer.from(`${body.chunk.length.toString(16)}\r\n`),
              body.chunk,
              Buffer.from("\r\n"),
            ])
          : body.chunk;
        const flushed = socket.write(piece);
        sent += body.chunk.length;
        if (body.progress) body.progress.sent += body.chunk.length;
        // A browser reads while it sends: the answer is looked for between two writes.
        await new Promise((resume) => (flushed ? setImmediate(resume) : setTimeout(resume, 5)));
      }
      if (body.chunked && !socket.destroyed && (untilCut || received === "")) socket.write("0\r\n\r\n");
      if (untilCut) finish();
    });
  });
}

function postHead(server: ToqueServer, pathname: string, headers: string): string {
  const { host } = new URL(server.url);
  return (
    `POST ${pathname} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\n${headers}\r\n`
  );
}

/** /healthz's status, and how much the uploads in `progress` had sent by the time it answered. */
async function healthzDuring(server: ToqueServer, progress: { sent: number }) {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, uploadedBefore: progress.sent };
}

describe.each(databasesUnderTest())("couche HTTP", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let session: string;
  const password = "gratin-dauphinois-de-mamie-1957";

  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
    session = await signedUpSession(server, "Claire Dubois", password);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  describe("un corps de requête trop gros est refusé avant d'être lu", () => {
    const chunk = Buffer.alloc(64 * 1024, "a");

    it.each(["/login", "/menu-perso", "/api/recettes", "/api/generation", "/nos-recettes"])(
      "annoncé par Content-Length sur %s : 413 aussitôt, sans attendre le corps",
      async (pathname) => {
        const answer = await rawRequest(
          server,
          postHead(server, pathname, `Content-Length: ${megabytes(100)}\r\n`),
        );
        expect(answer.status).toBe(413);
        expect(answer.body).toMatch(/trop volumineuse/);
      },
    );

    it.each(["/login", "/signup", "/menu-perso", "/cocktails", "/api/recettes", "/api/generation"])(
      "envoyé par morceaux sur %s : coupé par un 413 sans être gardé",
      async (pathname) => {
        // /api/recettes reads its body for a signed-in cook only.
        const cookie = pathname === "/api/recettes" ? `Cookie: ${session}\r\n` : "";
        const head = postHead(server, pathname, `Transfer-Encoding: chunked\r\n${cookie}`);
        const answer = await rawRequest(server, head, {
          chunk,
          total: megabytes(100),
          chunked: true,
          untilCut: true,
        });
        expect(answer.status).toBe(413);
        expect(answer.body).toMatch(/trop volumineuse/);
        // The client goes on sending after the answer: the server cut it off long before the
        // 100 MB (the cap, a short lingering, what the socket buffers held).
        expect(answer.sent).toBeLessThan(megabytes(30));
      },
    );

    it("un corps que la route ne lit pas (refus d'un anonyme) n'est pas reçu jusqu'au bout", async () => {
      const head = postHead(server, "/api/recettes", "Transfer-Encoding: chunked\r\n");
      const answer = await rawRequest(server, head, {
        chunk,
        total: megabytes(100),
        chunked: true,
        untilCut: true,
      });
      expect(answer.status).toBe(401);
      expect(answer.sent).toBeLessThan(megabytes(30));
    });

    it("/healthz répond pendant que des envois de 100 Mo sont refusés", async () => {
      const progress = { sent: 0 };
      const uploads = Array.from({ length: 6 }, (_, index) =>
        rawRequest(
          server,
          postHead(
            server,
            "/login",
            index % 2 ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${megabytes(100)}\r\n`,
          ),
          { chunk, total: megabytes(100), chunked: index % 2 === 1, progress },
        ),
      );
      const during = await Promise.all(Array.from({ length: 3 }, () => healthzDuring(server, progress)));
      const answers = await Promise.all(uploads);
      expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413, 413, 413]);
      expect(during.map((answer) => answer.status)).toEqual([200, 200, 200]);
      // Before the cap, the server took such uploads in whole (one held /healthz for 5.8 s):
      // counted in bytes rather than milliseconds, /healthz answered long before the 600 MB.
      for (const answer of during) expect(answer.uploadedBefore).toBeLessThan(6 * megabytes(30));
    });

    it("un formulaire sous la limite est lu normalement", async () => {
      // 200 KB in a field: past every field's own limit, under the body cap.
      const response = await postForm(
        server,
        "/login",
        { email: `${"a".repeat(200 * 1024)}@exemple.fr`, password: "x" },
        { ip: uniqueIp() },
      );
      expect(response.status).not.toBe(413);
      expect(response.status).toBeLessThan(500);
    });
  });

  describe("requêtes mal formées : 400 en français, jamais la page 500 anglaise d'Express", () => {
    const cases: Array<[string, (host: string) => string, number, RegExp]> = [
      [
        "cible absolue vers un autre hôte",
        (host) => `GET http://evil.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        400,
        /n'est pas servie ici/,
      ],
      ["HTTP/1.1 sans Host", () => "GET / HTTP/1.1\r\n\r\n", 400, /Host est absent ou mal formé/],
      ["Host mal formé", () => "GET / HTTP/1.1\r\nHost: a b/c\r\n\r\n", 400, /Host est absent ou mal formé/],
      ["Host avec un port impossible", () => "GET / HTTP/1.1\r\nHost: localhost:99999\r\n\r\n", 400, /Host/],
      [
        "X-Forwarded-Host mal formé derrière un proxy de confiance",
        (host) => `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: <script>\r\n\r\n`,
        400,
        /Host/,
      ],
      [
        "POST avec un Host mal formé",
        (host) =>
          `POST /login HTTP/1.1\r\nHost: @${host}\r\nOrigin: http://@${host}\r\nContent-Length: 0\r\n\r\n`,
        400,
        /Host/,
      ],
      ["ligne de requête illisible", () => "N'IMPORTE QUOI\r\n\r\n", 400, /Requête invalide/],
      [
        "cible absolue vers Toque lui-même",
        (host) => `GET http://${host}/healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        200,
        /"status":"ok"/,
      ],
      ["HTTP/1.0 sans Host", () => "GET /healthz HTTP/1.0\r\n\r\n", 200, /"status":"ok"/],
      ["page en HTTP/1.0 sans Host", () => "GET /nos-recettes HTTP/1.0\r\n\r\n", 200, /Nos Recettes/],
    ];

    it.each(cases)("%s", async (_name, request, status, body) => {
      const { host } = new URL(server.url);
      const answer = await rawRequest(server, request(host));
      expect(answer.status).toBe(status);
      expect(answer.body).toMatch(body);
      expect(answer.body).not.toMatch(/Internal Server Error|<pre>/);
      if (status === 400) expect(answer.headers).toMatch(/content-type: text\/plain; charset=utf-8/i);
    });
  });

  describe("chaque refus en français, au format que la requête attend", () => {
    const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    async function expectFrench(
      response: Response,
      status: number,
      format: "html" | "json",
      message: RegExp,
    ) {
      expect(response.status).toBe(status);
      const body = await response.text();
      expect(body).not.toMatch(/Unexpected Server Error|Method Not Allowed|Not Found|Forbidden/);
      if (format === "json") {
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect((JSON.parse(body) as { message: string }).message).toMatch(message);
      } else {
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(body).toMatch(/<html lang="fr">/);
        expect(body).toMatch(/<title>[^<]+<\/title>/);
        expect(body).toMatch(/<h1>/);
        expect(body).toContain("Retour à l'accueil");
        expect(body).toMatch(message);
        expect(body).not.toMatch(/<script/);
      }
    }

    it.each([
      "/healthz",
      "/mes-recettes/export",
      "/mon-compte/export",
      "/mes-recettes/00000000-0000-4000-8000-000000000000/export",
    ])("POST %s (une route qui ne fait que lire) : 405 en français, avec Allow", async (pathname) => {
      for (const [accept, format] of [
        ["application/json", "json"],
        [BROWSER, "html"],
        ["*/*", "json"],
      ] as const) {
        const response = await postForm(
          server,
          pathname,
          { a: "b" },
          { cookie: session, headers: { Accept: accept } },
        );
        await expectFrench(response, 405, format, /Méthode non autorisée/);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
      }
    });

    it("adresse inconnue : 404, la page pour un navigateur, du JSON pour un client JSON", async () => {
      const page = await fetch(`${server.url}/nulle-part`, { headers: { Accept: BROWSER } });
      expect(page.status).toBe(404);
      // React escapes the apostrophe in server HTML.
      expect((await page.text()).replaceAll("&#x27;", "'")).toMatch(
        /<html lang="fr"[\s\S]*Cette page n'existe pas/,
      );
      const json = await fetch(`${server.url}/nulle-part`, { headers: { Accept: "application/json" } });
      await expectFrench(json, 404, "json", /Page introuvable/);
      expect(json.headers.get("vary")).toMatch(/Accept\b/);
    });

    it("413 : JSON ou page selon Accept", async () => {
      for (const [accept, format] of [
        ["application/json", "json"],
        [BROWSER, "html"],
      ] as const) {
        const answer = await rawRequest(
          server,
          postHead(server, "/login", `Accept: ${accept}\r\nContent-Length: ${megabytes(100)}\r\n`),
        );
        expect(answer.status).toBe(413);
        expect(answer.headers).toMatch(
          format === "json" ? /content-type: application\/json/i : /content-type: text\/html/i,
        );
        expect(answer.body).toMatch(/trop volumineuse/);
      }
    });

    it("415 : la page garde son message ; un client JSON reçoit du JSON", async () => {
      const send = (accept: string) =>
        fetch(`${server.url}/login`, {
          method: "POST",
          headers: { Origin: server.url, "Content-Type": "text/plain", Accept: accept },
          body: "email=a",
        });
      const page = await send(BROWSER);
      expect(page.status).toBe(415);
      expect(await page.text()).toContain("type de contenu non pris en charge");
      await expectFrench(await send("application/json"), 415, "json", /Type de contenu non pris en charge/);
    });

    it("429 : un client JSON reçoit du JSON", async () => {
      const ip = uniqueIp();
      const login = (accept: string) =>
        postForm(
          server,
          "/login",
          { email: "personne@example.fr", password: "mauvais-mot-de-passe" },
          { ip, headers: { Accept: accept } },
        );
      let last = await login(BROWSER);
      for (let attempt = 0; attempt < 10 && last.status !== 429; attempt++) {
        await last.arrayBuffer();
        last = await login(BROWSER);
      }
      expect(last.status).toBe(429);
      expect(await last.text()).toContain("Trop de tentatives de connexion.");
      await expectFrench(await login("application/json"), 429, "json", /Trop de demandes/);
    });

    it("403 : un POST venu d'ailleurs, en JSON ou en page", async () => {
      for (const [accept, format] of [
        ["application/json", "json"],
        [BROWSER, "html"],
      ] as const) {
        const response = await postForm(
          server,
          "/login",
          { email: "a@example.fr" },
          { origin: "https://ailleurs.example", headers: { Accept: accept } },
        );
        await expectFrench(response, 403, format, /elle ne vient pas de Toque/);
      }
      // The generation's own refusal keeps its JSON shape, which its screen reads.
      const generation = await fetch(`${server.url}/api/generation`, {
        method: "POST",
        headers: { Origin: "https://ailleurs.example", "Content-Type": "application/json" },
        body: "{}",
      });
      expect(generation.status).toBe(403);
      expect(await generation.json()).toEqual({ message: "Requête refusée : elle ne vient pas de Toque." });
    });

    it("une méthode inconnue : 405 avec Allow, en page pour un navigateur", async () => {
      const response = await fetch(`${server.url}/`, { method: "PUT", headers: { Accept: BROWSER } });
      await expectFrench(response, 405, "html", /Méthode non autorisée/);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    });
  });

  describe("en-têtes", () => {
    it("Permissions-Policy coupe ce que Toque n'utilise pas ; plus de X-Frame-Options contradictoire", async () => {
      for (const pathname of ["/", "/nos-recettes", "/healthz"]) {
        const response = await fetch(`${server.url}${pathname}`);
        const policy = response.headers.get("permissions-policy") ?? "";
        expect(policy).toContain("camera=()");
        expect(policy).toContain("microphone=()");
        expect(policy).toContain("geolocation=()");
        expect(policy).toContain("payment=()");
        // « Copier le lien » and the shopping list write to the clipboard.
        expect(policy).toContain("clipboard-write=(self)");
        // Cook mode keeps the screen on.
        expect(policy).toContain("screen-wake-lock=(self)");
        expect(response.headers.get("x-frame-options")).toBeNull();
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      }
      const refused = await fetch(`${server.url}/api/generation`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(refused.headers.get("permissions-policy")).toContain("camera=()");
    });

    it("un fichier statique ne porte que ses en-têtes : pas de CSP, un bloc d'en-têtes court", async () => {
      const home = await (await fetch(`${server.url}/`)).text();
      const asset = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeDefined();
      for (const pathname of [
        asset!,
        "/favicon.ico",
        "/icons/toque-192.png",
        "/manifest.webmanifest",
        "/sw.js",
      ]) {
        const answer = await rawRequest(
          server,
          `GET ${pathname} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nAccept-Encoding: br, gzip\r\n\r\n`,
        );
        expect(answer.status, pathname).toBe(200);
        expect(answer.headers, pathname).not.toMatch(
          /content-security-policy|permissions-policy|cross-origin-opener-policy/i,
        );
        expect(answer.headers, pathname).toMatch(/x-content-type-options: nosniff/i);
        expect(answer.headers, pathname).toMatch(/cross-origin-resource-policy: same-origin/i);
        expect(answer.headers, pathname).toMatch(/cache-control: /i);
        expect(Buffer.byteLength(answer.headers), pathname).toBeLessThan(500);
      }
      // Still compressed.
      const script = await rawRequest(
        server,
        `GET ${asset} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nAccept-Encoding: br\r\n\r\n`,
      );
      expect(script.headers).toMatch(/content-encoding: br/i);
      // A page, a resource route and a missing file keep the full set.
      for (const pathname of ["/", "/healthz", "/assets/absent.js", "/icons"]) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.headers.get("content-security-policy"), pathname).toContain("frame-ancestors 'none'");
        expect(response.headers.get("cross-origin-opener-policy"), pathname).toBe("same-origin");
        await response.arrayBuffer();
      }
      // A POST to a static file is still refused.
      const crossOrigin = await postForm(
        server,
        "/favicon.ico",
        { a: "b" },
        { origin: "https://ailleurs.example" },
      );
      expect(crossOrigin.status).toBe(403);
      const sameOrigin = await postForm(server, "/favicon.ico", { a: "b" });
      expect(sameOrigin.status).toBe(405);
    });

    it("une page vue avec une session ou le cookie d'un visiteur est privée : no-cache si elle sert hors connexion, no-store sinon ; une page anonyme non", async () => {
      const signedUp = await postForm(
        server,
        "/signup",
        { name: "Luc Marchand", email: uniqueEmail(), password, confirmPassword: password },
        { ip: uniqueIp() },
      );
      expect(signedUp.status).toBe(302);
      expect(signedUp.headers.get("cache-control")).toBe("private, no-store");

      const anonymous = await fetch(`${server.url}/`);
      expect(anonymous.headers.get("cache-control") ?? "").not.toContain("no-store");

      // Kept on the person's device for cook mode and the shop (docs/decisions, offline).
      for (const pathname of [
        "/",
        "/mes-recettes",
        "/menu-perso",
        "/nos-recettes",
        "/recette/poulet-roti",
        "/mes-recettes.data",
      ]) {
        const response = await fetch(`${server.url}${pathname}`, {
          headers: { Cookie: session },
          redirect: "manual",
        });
        expect(response.status, pathname).toBeLessThan(400);
        expect(response.headers.get("cache-control"), pathname).toBe("private, no-cache");
      }
      for (const pathname of ["/mon-compte", "/mon-compte/export", "/inventaire-gourmand"]) {
        const response = await fetch(`${server.url}${pathname}`, {
          headers: { Cookie: session },
          redirect: "manual",
        });
        expect(response.status, pathname).toBeLessThan(400);
        expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      }

      const planned = await postForm(server, "/menu-perso", {
        intent: "generate",
        semaine: "2026-11-16",
        portions: "2",
      });
      expect(planned.headers.get("cache-control")).toBe("private, no-store");
      const visitor = visitorCookie(planned);
      const plan = await fetch(`${server.url}/menu-perso?semaine=2026-11-16`, {
        headers: { Cookie: visitor },
      });
      expect(plan.headers.get("cache-control")).toBe("private, no-cache");

      // Static files are the same for everyone.
      const icon = await fetch(`${server.url}/favicon.ico`, { headers: { Cookie: session } });
      expect(icon.headers.get("cache-control")).not.toContain("no-store");
    });

    it("une page gardée hors connexion dit pour qui elle a été faite ; les exports ne sont jamais gardés", async () => {
      const owner = async (pathname: string, cookie?: string) =>
        (await fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} })).headers.get(
          "x-toque-proprietaire",
        );
      expect(await owner("/")).toBe("");
      expect(await owner("/recette/poulet-roti.data")).toBe("");
      const mine = await owner("/", session);
      expect(mine).toMatch(/^[\w-]{22}$/);
      expect(session).not.toContain(mine);
      expect(await owner("/mes-recettes", session)).toBe(mine);
      expect(await owner("/_root.data", session)).toBe(mine);

      const planned = await postForm(server, "/menu-perso", {
        intent: "generate",
        semaine: "2026-11-16",
        portions: "2",
      });
      const visitors = await owner("/menu-perso?semaine=2026-11-16", visitorCookie(planned));
      expect(visitors).toMatch(/^[\w-]{22}$/);
      expect(visitors).not.toBe(mine);
      // Pages never kept say nothing of anyone.
      expect(await owner("/mon-compte", session)).toBeNull();

      for (const pathname of ["/mes-recettes/export", "/mon-compte/export"]) {
        const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: session } });
        expect(response.status, pathname).toBe(200);
        expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      }
    });
  });

  describe("compression (docs/decisions/0016-compression.md)", () => {
    function firstBytes(pathname: string, acceptEncoding: string) {
      return new Promise<{ encoding: string | undefined; head: Buffer }>((resolve, reject) => {
        const request = http.get(
          `${server.url}${pathname}`,
          { headers: { "Accept-Encoding": acceptEncoding } },
          (response) => {
            response.once("data", (chunk: Buffer) => {
              resolve({ encoding: response.headers["content-encoding"], head: chunk });
              response.destroy();
            });
          },
        );
        request.on("error", reject);
      });
    }

    it("les pages partent en Brotli avec une fenêtre de 256 Ko, pas de 4 Mo", async () => {
      for (const pathname of ["/", "/recette/poulet-roti"]) {
        const { encoding, head } = await firstBytes(pathname, "gzip, deflate, br, zstd");
        expect(encoding).toBe("br");
        // The stream's first bits give its window (RFC 7932 §9.1): a set bit, then three bits
        // n, the window being 2^(17 + n) bytes. 2^18 = 256 KB.
        const first = head[0]!;
        expect(first & 1).toBe(1);
        expect(17 + ((first >> 1) & 0b111)).toBe(18);
      }
    });

    it("sans Brotli, gzip", async () => {
      const { encoding, head } = await firstBytes("/", "gzip, deflate");
      expect(encoding).toBe("gzip");
      expect([head[0], head[1]]).toEqual([0x1f, 0x8b]);
    });
  });

  it("un port déjà pris : message en français et code de sortie non nul", async () => {
    const { port } = new URL(server.url);
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: { ...process.env, ...database.env, NODE_ENV: "production", LOG_LEVEL: "error", PORT: port },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (data: Buffer) => (output += data.toString("utf8")));
    child.stderr.on("data", (data: Buffer) => (output += data.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(`le port ${port} est déjà utilisé`);
    expect(output).not.toContain("Toque est servi");
  });
});
