import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  sessionCookie,
  startToque,
  uniqueEmail,
  uniqueIp,
} from "./toque-server";

const password = "pot-au-feu-du-dimanche";

async function signUp(server: ToqueServer, email = uniqueEmail(), ip = uniqueIp()) {
  const response = await postForm(
    server,
    "/signup",
    { name: "Pierre Lefèvre", email, password, confirmPassword: password },
    { ip },
  );
  expect(response.status).toBe(302);
  return { email, cookie: sessionCookie(response)!, response };
}

function logIn(server: ToqueServer, email: string, secret = password, ip = uniqueIp()) {
  return postForm(server, "/login", { email, password: secret }, { ip });
}

async function pageText(server: ToqueServer, pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  // React separates adjacent text with empty comments in server HTML.
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe.each(databasesUnderTest())("comptes et sécurité", (openDatabase) => {
  let database: SharedDatabase;
  let proxied: ToqueServer; // behind a trusted proxy: X-Forwarded-For names the client
  let twin: ToqueServer; // a second instance on the same database
  let direct: ToqueServer; // no proxy trusted
  let secure: ToqueServer; // public URL in https

  beforeAll(async () => {
    database = await openDatabase();
    [proxied, twin, direct] = await Promise.all([
      startToque({ ...database.env, TRUST_PROXY: "1" }),
      startToque({ ...database.env, TRUST_PROXY: "1" }),
      startToque({ ...database.env }),
    ]);
    secure = await startToque({ ...database.env, TRUST_PROXY: "1", PUBLIC_URL: "https://toque.example" });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([proxied, twin, direct, secure].map((server) => server?.stop()));
    await database?.drop();
  });

  describe(`sur ${process.env.TEST_DATABASE_URL ? "SQLite puis PostgreSQL" : "SQLite"}`, () => {
    it("une inscription ouvre une session : cookie HttpOnly, SameSite=Lax, non Secure en http", async () => {
      const { response, cookie } = await signUp(proxied);
      expect(response.headers.get("location")).toBe("/");
      const setCookie = response.headers.getSetCookie().find((value) => value.includes("session_token="))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i);
      expect(await pageText(proxied, "/mes-recettes", cookie)).toContain("Bonjour Pierre Lefèvre !");
    });

    it("une adresse https rend le cookie Secure et ajoute HSTS", async () => {
      const response = await postForm(
        secure,
        "/signup",
        { name: "Sophie Martin", email: uniqueEmail(), password, confirmPassword: password },
        { origin: "https://toque.example", ip: uniqueIp() },
      );
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie().find((value) => value.includes("session_token="))).toMatch(
        /; Secure/i,
      );
      const home = await fetch(`${secure.url}/`);
      expect(home.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect((await fetch(`${proxied.url}/`)).headers.get("strict-transport-security")).toBeNull();
    });

    it("chaque connexion renouvelle la session, et une session fermée est refusée", async () => {
      const { email } = await signUp(proxied);
      const first = sessionCookie(await logIn(proxied, email));
      const second = sessionCookie(await logIn(proxied, email));
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(first).not.toBe(second);

      const logout = await postForm(proxied, "/logout", {}, { cookie: first });
      expect(logout.status).toBe(302);
      expect(await pageText(proxied, "/mes-recettes", first)).toContain("Connectez-vous pour retrouver");
      expect(await pageText(proxied, "/mes-recettes", second)).toContain("Bonjour Pierre Lefèvre !");
    });

    it("un email inconnu et un mauvais mot de passe reçoivent la même réponse", async () => {
      const { email } = await signUp(proxied);
      const ip = uniqueIp();
      const unknownEmail = `x${email}`;
      const wrongPassword = await logIn(proxied, email, "mauvais-mot-de-passe", ip);
      const unknown = await logIn(proxied, unknownEmail, "mauvais-mot-de-passe", ip);

      expect(unknown.status).toBe(401);
      expect(wrongPassword.status).toBe(unknown.status);
      expect(wrongPassword.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie());
      const normalise = (html: string, shownEmail: string) =>
        html.replaceAll(shownEmail, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(normalise(await wrongPassword.text(), email)).toBe(
        normalise(await unknown.text(), unknownEmail),
      );
    });

    it("un inconnu qui se trompe 8 fois est bloqué, sans bloquer le titulaire venu d'ailleurs", async () => {
      const { email } = await signUp(proxied);
      const attacker = uniqueIp();
      for (let attempt = 0; attempt < 8; attempt++) {
        expect((await logIn(proxied, email, `essai-${attempt}`, attacker)).status).toBe(401);
      }
      const blocked = await logIn(proxied, email, "essai-9", attacker);
      expect(blocked.status).toBe(429);
      expect(await blocked.text()).toMatch(/Trop de tentatives de connexion\. Réessayez dans \d+ minutes\./);
      // Even the right password stays refused from that address for the rest of the window.
      expect((await logIn(proxied, email, password, attacker)).status).toBe(429);

      const owner = await logIn(proxied, email, password, uniqueIp());
      expect(owner.status).toBe(302);
      expect(sessionCookie(owner)).toBeDefined();
      expect((await logIn(proxied, email, "essai-10", attacker)).status).toBe(429);
    });

    it("une connexion réussie remet à zéro les échecs de son adresse", async () => {
      const { email } = await signUp(proxied);
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 7; attempt++) {
        expect((await logIn(proxied, email, `essai-${attempt}`, ip)).status).toBe(401);
      }
      expect((await logIn(proxied, email, password, ip)).status).toBe(302);
      for (let attempt = 0; attempt < 7; attempt++) {
        expect((await logIn(proxied, email, `oubli-${attempt}`, ip)).status).toBe(401);
      }
      expect((await logIn(proxied, email, password, ip)).status).toBe(302);
    });

    it("une attaque répartie sur de nombreuses adresses bute sur le plafond du compte", async () => {
      const email = uniqueEmail();
      // 100 failures from 25 addresses, 4 each: no address reaches its own limit.
      const addresses = Array.from({ length: 25 }, () => uniqueIp());
      for (let round = 0; round < 4; round++) {
        const statuses = await Promise.all(
          addresses.map((ip) => logIn(proxied, email, `essai-${round}`, ip).then((r) => r.status)),
        );
        expect(statuses).toEqual(Array(25).fill(401));
      }
      const ceiling = await logIn(proxied, email, "essai-101", uniqueIp());
      expect(ceiling.status).toBe(429);
      expect(await ceiling.text()).toContain("Trop de tentatives de connexion.");
    }, 60_000); // 101 password hashes, on a machine that may be busy

    it("les compteurs sont partagés entre deux instances sur la même base", async () => {
      const email = uniqueEmail();
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 8; attempt++) {
        const server = attempt % 2 === 0 ? proxied : twin;
        expect((await logIn(server, email, `essai-${attempt}`, ip)).status).toBe(401);
      }
      expect((await logIn(twin, email, "essai-9", ip)).status).toBe(429);
    });

    it("une session ouverte sur une instance vaut sur l'autre", async () => {
      const { cookie } = await signUp(proxied);
      expect(await pageText(twin, "/mes-recettes", cookie)).toContain("Bonjour Pierre Lefèvre !");
    });

    it("les inscriptions sont limitées par adresse IP", async () => {
      const ip = uniqueIp();
      for (let attempt = 0; attempt < 5; attempt++) await signUp(proxied, uniqueEmail(), ip);
      const blocked = await postForm(
        proxied,
        "/signup",
        { name: "Thomas Girard", email: uniqueEmail(), password, confirmPassword: password },
        { ip },
      );
      expect(blocked.status).toBe(429);
      expect(await blocked.text()).toContain("Trop de créations de compte depuis cette connexion.");
    });

    it("sans proxy de confiance, un X-Forwarded-For inventé ne remet pas le compteur à zéro", async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await postForm(
          direct,
          "/login",
          { email: uniqueEmail(), password: "essai" },
          { ip: uniqueIp() },
        );
        expect(response.status).toBe(401);
      }
      const blocked = await postForm(
        direct,
        "/login",
        { email: uniqueEmail(), password: "essai" },
        { ip: uniqueIp() },
      );
      expect(blocked.status).toBe(429);
    });

    it("un POST sans origine, ou venu d'ailleurs, est refusé ; les autres méthodes aussi", async () => {
      const fields = { email: uniqueEmail(), password: "essai" };
      expect((await postForm(proxied, "/login", fields, { origin: null, ip: uniqueIp() })).status).toBe(403);
      expect(
        (await postForm(proxied, "/login", fields, { origin: "https://evil.example", ip: uniqueIp() }))
          .status,
      ).toBe(403);
      expect((await postForm(proxied, "/login", fields, { ip: uniqueIp() })).status).toBe(401);
      const put = await fetch(`${proxied.url}/login`, { method: "PUT", headers: { Origin: proxied.url } });
      expect(put.status).toBe(405);
      // With PUBLIC_URL set, only that origin counts.
      expect((await postForm(secure, "/login", fields, { ip: uniqueIp() })).status).toBe(403);
      expect(
        (await postForm(secure, "/login", fields, { origin: "https://toque.example", ip: uniqueIp() }))
          .status,
      ).toBe(401);
    });

    it("chaque page porte une CSP à nonce propre à la requête et les en-têtes de sécurité", async () => {
      const [first, second] = await Promise.all([fetch(`${proxied.url}/`), fetch(`${proxied.url}/`)]);
      const csp = first.headers.get("content-security-policy")!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(second.headers.get("content-security-policy")).not.toContain(nonce);
      const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src "))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await first.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(first.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    });

    it("supprimer son compte demande le mot de passe, puis efface le compte et ses sessions", async () => {
      const { email, cookie } = await signUp(proxied);
      const wrong = await postForm(proxied, "/mon-compte", { password: "pas-le-bon" }, { cookie });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Mot de passe incorrect");

      const exported = await fetch(`${proxied.url}/mon-compte/export`, { headers: { Cookie: cookie } });
      expect(exported.headers.get("content-disposition")).toContain("toque-mes-donnees.json");
      expect((await exported.json()).compte).toMatchObject({ nom: "Pierre Lefèvre", email });

      const deleted = await postForm(proxied, "/mon-compte", { password }, { cookie });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("location")).toBe("/compte-supprime");
      expect(await pageText(proxied, "/compte-supprime")).toContain("Votre compte a été supprimé");
      expect(await pageText(proxied, "/mes-recettes", cookie)).toContain("Connectez-vous pour retrouver");
      expect((await logIn(proxied, email)).status).toBe(401);
      // The address is free again.
      await signUp(proxied, email);
    });

    it("les pages de compte renvoient vers la connexion, puis y ramènent", async () => {
      const response = await fetch(`${proxied.url}/mon-compte`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fmon-compte");
      const { email } = await signUp(proxied);
      const login = await postForm(
        proxied,
        "/login?redirectTo=%2Fmon-compte",
        { email, password, redirectTo: "/mon-compte" },
        { ip: uniqueIp() },
      );
      expect(login.headers.get("location")).toBe("/mon-compte");
      const signup = await postForm(
        proxied,
        "/signup?redirectTo=%2Fmenu-perso",
        {
          name: "Lucie Bernard",
          email: uniqueEmail(),
          password,
          confirmPassword: password,
          redirectTo: "/menu-perso",
        },
        { ip: uniqueIp() },
      );
      expect(signup.headers.get("location")).toBe("/menu-perso");
      const evil = await postForm(
        proxied,
        "/login",
        { email, password, redirectTo: "//evil.example" },
        { ip: uniqueIp() },
      );
      expect(evil.headers.get("location")).toBe("/");
    });
  });
});
