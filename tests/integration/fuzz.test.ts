import crypto from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SharedDatabase,
  type ToqueServer,
  databasesUnderTest,
  postForm,
  savedOwnRecipe,
  signedUpSession,
  startToque,
  uniqueIp,
  weekAhead,
} from "./toque-server";
import { apiRoutes } from "~/.server/api/routes";
import { type ListEvent, parseListEvent } from "~/domain/meal-plan/live-list";

/**
 * Malformed requests over every route and every action of the production build: odd ids and
 * parameters (NUL, overlong, unicode, broken percent-encoding), bodies of the wrong type,
 * empty or broken multipart, odd fields. None may get a 5xx. The table is fixed and the
 * generated part has a fixed seed, so a failure is found again on the next run.
 */

interface FuzzRequest {
  label: string;
  method: "GET" | "POST";
  /** Raw path and query, sent as is (broken percent-encoding included). */
  target: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  cookie?: string;
}

const RECIPE = "tomates-farcies";

/** Values that have broken web apps before: NUL, overlong, unicode, numbers out of range, paths. */
const oddValues = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "tomate\u0000",
  "x".repeat(5000),
  "9".repeat(400),
  "1e309",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "1.5",
  "0x1F",
  "99999999999999999999999",
  "-99999999999999999999999",
  "🍅🧀🥖",
  "e\u0301\u0301\u0301",
  "\u202eedom",
  "\uffff\ufffe",
  "\ud800",
  "日本語のレシピ",
  "ñ".repeat(300),
  "' OR 1=1 --",
  '"; drop table recipe; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "/recette/€uro",
  "/mes-recettes?x=\u0100",
  "%",
  "%ZZ",
  "%C3%28",
  "true",
  "null",
  "[]",
  "{}",
  "\r\nSet-Cookie: x=y",
  "\t",
  crypto.randomUUID(),
  "00000000-0000-0000-0000-000000000000",
];

/** Query strings and path segments sent raw: percent-encoding that does not decode. */
const rawFragments = [
  "%",
  "%%",
  "%ZZ",
  "%C3%28",
  "%FF%FE",
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%F0%9F%8D",
  "%u00e9",
];

const catalogueParams = ["q", "categorie", "difficulte", "temps", "saison", "sans", "page"];

/** Every page and resource route, with the query parameters it reads. */
const getRoutes: { path: string; params: string[] }[] = [
  { path: "/", params: [] },
  { path: "/signup", params: ["redirectTo"] },
  { path: "/login", params: ["redirectTo"] },
  { path: "/nos-recettes", params: catalogueParams },
  { path: "/chef-vous", params: catalogueParams },
  { path: "/mes-recettes", params: [] },
  { path: "/mes-recettes/importer", params: [] },
  { path: "/mes-recettes/nouvelle", params: [] },
  { path: "/mes-recettes/export", params: [] },
  // Someone's own recipe, or one another member of the household shares or planned.
  { path: "/mes-recettes/00000000-0000-4000-8000-000000000000", params: [] },
  { path: "/mes-recettes/00000000-0000-4000-8000-000000000000/modifier", params: [] },
  { path: "/mes-recettes/00000000-0000-4000-8000-000000000000/export", params: [] },
  { path: `/recette/${RECIPE}`, params: ["portions"] },
  { path: `/chef-vous/${RECIPE}`, params: ["portions", "retirer", "remplacer"] },
  {
    path: "/chef-vous/mes-recettes/00000000-0000-4000-8000-000000000000",
    params: ["portions", "retirer", "remplacer"],
  },
  { path: "/inventaire-gourmand", params: [] },
  { path: "/chef-nutrition", params: [] },
  { path: "/menu-perso", params: ["semaine"] },
  { path: "/garde-manger", params: [] },
  { path: "/avec-ce-que-j-ai", params: ["basiques", "maintenant", "page"] },
  { path: "/chef-sommelier", params: [] },
  { path: "/cocktails", params: [] },
  { path: "/logout", params: [] },
  { path: "/mon-compte", params: [] },
  { path: "/mon-compte/export", params: [] },
  { path: "/mon-foyer", params: ["bienvenue"] },
  // An invitation: a token of the right shape that no invitation holds, and one of the wrong shape.
  { path: `/foyer/rejoindre/${"A".repeat(43)}`, params: [] },
  { path: "/foyer/rejoindre/inconnu", params: [] },
  // The calendar feed: a token of the right shape that no link holds, and one of the wrong shape.
  { path: `/agenda/${"A".repeat(43)}.ics`, params: [] },
  { path: "/agenda/inconnu.ics", params: [] },
  { path: "/sources-des-donnees", params: [] },
  { path: "/healthz", params: [] },
  { path: "/api/recettes", params: [] },
  { path: "/api/generation", params: [] },
  // The live list's stream: it follows the viewer's own list or answers nothing (decision 0063).
  { path: "/api/liste-de-courses/direct", params: [] },
  { path: "/nulle-part", params: [] },
];

const idRoutes = [
  "/recette/",
  "/chef-vous/",
  "/mes-recettes/",
  "/chef-vous/mes-recettes/",
  "/foyer/rejoindre/",
];

/** Every action, with the fields its form sends. */
const actions: { path: string; fields: string[]; intents?: string[] }[] = [
  { path: "/", fields: ["intent", "recipeId", "liked", "back"], intents: ["like"] },
  { path: "/nos-recettes", fields: ["intent", "recipeId", "liked", "back"], intents: ["like"] },
  { path: "/chef-vous", fields: ["intent", "recipeId", "liked", "back"], intents: ["like"] },
  { path: `/recette/${RECIPE}`, fields: ["intent", "recipeId", "liked", "back"], intents: ["like", "save"] },
  { path: "/login", fields: ["email", "password", "redirectTo"] },
  { path: "/signup", fields: ["name", "email", "password", "confirmPassword", "redirectTo"] },
  { path: "/logout", fields: [] },
  { path: "/chef-sommelier", fields: ["intent", "dish", "payload"], intents: ["save"] },
  { path: `/chef-vous/${RECIPE}`, fields: ["portions", "retirer", "remplacer"] },
  {
    path: "/chef-vous/mes-recettes/00000000-0000-4000-8000-000000000000",
    fields: ["portions", "retirer", "remplacer"],
  },
  {
    path: "/mon-compte",
    fields: ["intent", "password"],
    intents: ["agenda", "revoquer-agenda", "supprimer"],
  },
  {
    path: "/mon-foyer",
    fields: ["intent", "nom", "email", "invitation", "membre", "petitDejeuner", "dejeuner", "diner"],
    intents: ["renommer", "inviter", "revoquer", "retirer", "quitter", "heures"],
  },
  { path: `/foyer/rejoindre/${"A".repeat(43)}`, fields: [] },
  { path: "/foyer/rejoindre/inconnu", fields: [] },
  {
    path: "/cocktails",
    fields: ["intent", "base", "preferences", "variation", "payload"],
    intents: ["save"],
  },
  {
    path: "/menu-perso",
    fields: [
      "intent",
      "semaine",
      "portions",
      "restrictions",
      "objectif",
      "calories",
      "remplacer",
      "saison",
      "day",
      "type",
      "recette",
      "id",
      "article",
      "coche",
    ],
    intents: ["generate", "add", "remove", "tick", "bought"],
  },
  {
    path: "/garde-manger",
    fields: ["intent", "ingredients", "article", "confirmation"],
    intents: ["add", "remove", "clear"],
  },
  { path: "/avec-ce-que-j-ai", fields: ["intent", "recette"], intents: ["missing"] },
  {
    path: "/mes-recettes",
    fields: ["intent", "id"],
    intents: ["remove", "publish", "withdraw", "share", "unshare"],
  },
  {
    path: "/mes-recettes/00000000-0000-4000-8000-000000000000",
    fields: ["intent", "day", "type", "portions"],
    intents: ["plan"],
  },
  { path: "/mes-recettes/importer", fields: ["intent", "address", "text"], intents: ["address", "paste"] },
  {
    path: "/mes-recettes/nouvelle",
    fields: [
      "intent",
      "kind",
      "title",
      "description",
      "servings",
      "prepMinutes",
      "cookMinutes",
      "ingredientQuantity",
      "ingredientUnit",
      "ingredientName",
      "step",
      "sourceUrl",
      "imageUrl",
    ],
    intents: ["save", "add-ingredient", "add-step", "remove-step-0", "up-ingredient-1", "down-step-0"],
  },
  { path: "/api/recettes", fields: ["recipe"] },
  { path: "/api/generation", fields: ["screen", "ingredients"] },
];

const boundary = "----toque-fuzz";

function multipart(parts: [string, string, string?][], mark = boundary): string {
  const lines = parts.map(
    ([name, value, filename]) =>
      `--${mark}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n${
        filename ? "Content-Type: application/octet-stream\r\n" : ""
      }\r\n${value}\r\n`,
  );
  return `${lines.join("")}--${mark}--\r\n`;
}

/** Bodies that are not what a form sends: wrong or missing type, empty, broken multipart. */
function malformedBodies(): {
  label: string;
  contentType?: string;
  body: string | Uint8Array<ArrayBuffer>;
}[] {
  const valid = multipart([["intent", "like"]]);
  return [
    { label: "sans Content-Type, vide", body: "" },
    { label: "sans Content-Type, des champs", body: "intent=like" },
    { label: "text/plain", contentType: "text/plain", body: "intent=like&recipeId=x" },
    { label: "JSON vide", contentType: "application/json", body: "{}" },
    { label: "JSON cassé", contentType: "application/json", body: "{pas du json" },
    { label: "urlencoded vide", contentType: "application/x-www-form-urlencoded", body: "" },
    {
      label: "urlencoded mal encodé",
      contentType: "application/x-www-form-urlencoded",
      body: "%=%&intent=%ZZ&a=%C3%28&%FF",
    },
    {
      label: "urlencoded avec NUL",
      contentType: "application/x-www-form-urlencoded",
      body: "intent=like&recipeId=%00&liked=true&email=a%00%40b.fr&password=%00&name=%00%00&id=%00",
    },
    {
      label: "urlencoded binaire",
      contentType: "application/x-www-form-urlencoded",
      body: Uint8Array.from(crypto.createHash("sha512").update("toque").digest()),
    },
    {
      label: "charset inconnu",
      contentType: "application/x-www-form-urlencoded; charset=klingon",
      body: "intent=like",
    },
    { label: "multipart sans boundary", contentType: "multipart/form-data", body: valid },
    { label: "multipart vide", contentType: `multipart/form-data; boundary=${boundary}`, body: "" },
    {
      label: "multipart tronqué",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: valid.slice(0, 60),
    },
    {
      label: "multipart sans en-tête de partie",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\n\r\nvaleur\r\n--${boundary}--\r\n`,
    },
    { label: "multipart autre boundary", contentType: "multipart/form-data; boundary=ailleurs", body: valid },
    {
      label: "multipart avec fichier",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipart([
        ["intent", "like", "photo.jpg"],
        ["password", "\u0000", "secret.bin"],
      ]),
    },
    { label: "Content-Type absurde", contentType: "!!!/???; ;;", body: "a=b" },
    { label: "image", contentType: "image/png", body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
    {
      label: "mille champs",
      contentType: "application/x-www-form-urlencoded",
      body: Array.from({ length: 1000 }, (_, index) => `champ${index}=${index}`).join("&"),
    },
    {
      label: "un champ de 200 Ko",
      contentType: "application/x-www-form-urlencoded",
      body: `intent=${"x".repeat(200_000)}`,
    },
  ];
}

const oddValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddValues) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** Fields a form of this action could send, some right, some odd, under known and unknown names. */
function oddForms(action: (typeof actions)[number], seed: number, count: number) {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(action.fields.length ? action.fields : ["x"])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const value = action.intents
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...action.intents) },
        { weight: 3, arbitrary: oddValue },
      )
    : oddValue;
  const entry = fc.tuple(name, value);
  const withIntent = fc.tuple(
    fc.constantFrom(...(action.intents ?? ["-"])),
    fc.array(entry, { minLength: 0, maxLength: 8 }),
  );
  return fc
    .sample(withIntent, { seed, numRuns: count })
    .map(([intent, entries]) =>
      action.intents && entries.every(([key]) => key !== "intent")
        ? ([["intent", intent], ...entries] as [string, string][])
        : entries,
    );
}

function oddJson(seed: number, count: number) {
  const recipeLike = fc.record({
    titre: oddValue,
    description: oddValue,
    portions: fc.oneof(fc.integer(), fc.double(), oddValue),
    ingredients: fc.array(fc.record({ nom: oddValue, quantite: oddValue, unite: oddValue }), {
      maxLength: 4,
    }),
    etapes: fc.array(oddValue, { maxLength: 3 }),
  });
  const body = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    recipeLike.map((recipe) => JSON.stringify({ recipe })),
    fc
      .record({
        screen: fc.constantFrom("inventaire", "nutrition", "", "\u0000"),
        ingredients: fc.array(oddValue, { maxLength: 5 }),
        objectif: oddValue,
        calories: fc.oneof(fc.double(), oddValue),
      })
      .map((value) => JSON.stringify(value)),
  );
  return fc.sample(body, { seed, numRuns: count });
}

/** A lone surrogate has no UTF-8 form: it goes as the bytes a careless encoder would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/**
 * Where a form posts (an index route's action answers at `/?index`) and where React Router's
 * client posts the same form when JavaScript runs.
 */
function actionTargets(path: string): [string, string] {
  if (path === "/") return ["/?index", "/_root.data?index"];
  if (path.startsWith("/api/")) return [path, path];
  return [path, `${path}.data`];
}

function buildRequests(cookie: string): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [index, route] of getRoutes.entries()) {
    // Each page once as a visitor and once logged in, as a document and as React Router data.
    for (const withCookie of [undefined, cookie]) {
      requests.push({ label: "page", method: "GET", target: route.path, cookie: withCookie });
      if (route.path.startsWith("/api") || route.path === "/healthz") continue;
      requests.push({ label: "données", method: "GET", target: `${route.path}.data`, cookie: withCookie });
    }
    // Raw query strings, alternately logged in or not: the loaders read the same parameters.
    rawFragments.forEach((raw, rawIndex) => {
      const withCookie = (index + rawIndex) % 2 === 0 ? cookie : undefined;
      requests.push({
        label: "requête brute",
        method: "GET",
        target: `${route.path}?${raw}`,
        cookie: withCookie,
      });
      for (const param of route.params) {
        requests.push({
          label: `${param} brut`,
          method: "GET",
          target: `${route.path}?${param}=${raw}`,
          cookie: withCookie,
        });
      }
    });
    // Unknown parameters are ignored the same way everywhere: a few pages are enough.
    const params = index % 5 === 0 ? [...route.params, "inconnu"] : route.params;
    for (const param of params) {
      for (const value of oddValues) {
        const query = new URLSearchParams([
          [param, value],
          [param, value],
        ]);
        requests.push({ label: param, method: "GET", target: `${route.path}?${query}`, cookie });
      }
    }
  }
  for (const prefix of idRoutes) {
    const ids = [...oddValues.map(encodeSegment), ...rawFragments, "..%2F..%2Fhealthz", "a%2Fb", "%2e%2e"];
    for (const id of ids) {
      requests.push({ label: "identifiant", method: "GET", target: `${prefix}${id}`, cookie });
      requests.push({ label: "identifiant", method: "GET", target: `${prefix}${id}.data` });
      requests.push({
        label: "identifiant",
        method: "POST",
        target: `${prefix}${id}`,
        contentType: "application/x-www-form-urlencoded",
        body: "intent=save&portions=4",
        cookie,
      });
    }
  }

  actions.forEach((action, index) => {
    // The session stays open for the other requests: /logout is tried without it.
    const actionCookie = action.path === "/logout" ? undefined : cookie;
    for (const target of actionTargets(action.path)) {
      for (const bad of malformedBodies()) {
        requests.push({ method: "POST", target, ...bad, cookie: actionCookie });
      }
    }
    if (action.path.startsWith("/api/")) {
      for (const body of oddJson(1000 + index, 50)) {
        requests.push({
          label: "JSON étrange",
          method: "POST",
          target: action.path,
          contentType: "application/json",
          body,
          cookie: actionCookie,
        });
      }
      return;
    }
    oddForms(action, 2000 + index, 50).forEach((entries, sample) => {
      const asMultipart = sample % 2 === 1;
      requests.push({
        label: asMultipart ? "champs étranges (multipart)" : "champs étranges",
        method: "POST",
        target: actionTargets(action.path)[sample % 3 === 2 ? 1 : 0],
        contentType: asMultipart
          ? `multipart/form-data; boundary=${boundary}`
          : "application/x-www-form-urlencoded",
        body: asMultipart ? multipart(entries) : new URLSearchParams(entries).toString(),
        cookie: sample % 5 === 4 ? undefined : actionCookie,
      });
    });
  });
  return requests;
}

/**
 * Dates as a form or an address could write them: the edges of 2000 to 2100, days that do not
 * exist, years of one, five digits or below zero, odd writings, and real dates of the range.
 */
const dateEdges = [
  "1999-12-31",
  "2000-01-01",
  "2100-12-31",
  "2101-01-01",
  "1999-12-27",
  "1999-12-26",
  "2101-01-02",
  "2101-01-03",
  "2000-02-29",
  "2100-02-29",
  "2023-02-29",
  "2023-04-31",
  "2023-13-01",
  "2023-00-10",
  "2023-01-00",
  "0000-01-01",
  "0000-01-03",
  "9999-12-19",
  "9999-12-27",
  "9999-12-31",
  "10000-01-01",
  "-0001-01-01",
  "+002026-01-01",
  "2026-2-3",
  "2026-02-03T00:00",
  "03/02/2026",
];

const pad = (value: number, length: number) =>
  `${value < 0 ? "-" : ""}${String(Math.abs(value)).padStart(length, "0")}`;

const fuzzDate = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...dateEdges) },
  {
    weight: 2,
    arbitrary: fc
      .date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2100-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.oneof(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: -99_999, max: 99_999 })),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  },
);

/** Whether Toque should accept this date, worked out without the app's own parser. */
function acceptable(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  // The engine rolls 2023-02-29 over to 1 March: only a date written back unchanged is real.
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    text >= "2000-01-01" &&
    text <= "2100-12-31"
  );
}

/** Every loader and action that reads a date, each sent the generated ones. */
function datedRequests(cookie: string, ownRecipePath: string, seed: number, count: number): FuzzRequest[] {
  const urlencoded = "application/x-www-form-urlencoded";
  return fc.sample(fuzzDate, { seed, numRuns: count }).flatMap((date, index) => {
    const target = (path: string) => (index % 2 === 0 ? path : `${path}.data`);
    const query = new URLSearchParams({ semaine: date });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const post = (label: string, path: string, fields: Record<string, string>): FuzzRequest => ({
      label: `date ${label}`,
      method: "POST",
      target: target(path),
      contentType: urlencoded,
      body: form(fields),
      cookie,
    });
    const requests: FuzzRequest[] = [
      { label: "date semaine", method: "GET", target: `/menu-perso?${query}`, cookie },
      { label: "date semaine", method: "GET", target: `/menu-perso.data?${query}` },
      { label: "date semaine", method: "GET", target: `/menu-perso.data?${query}`, cookie },
      post("add", "/menu-perso", lunchOn(date)),
      post("remove", "/menu-perso", { intent: "remove", semaine: date, id: crypto.randomUUID() }),
      post("tick", "/menu-perso", { intent: "tick", semaine: date, article: "legume:tomate", coche: "1" }),
      post("bought", "/menu-perso", { intent: "bought", semaine: date }),
      post("plan", ownRecipePath, dinnerOn(date)),
    ];
    // The planner takes its time: one date in four is generated for.
    if (index % 4 === 0)
      requests.push(post("generate", "/menu-perso", { intent: "generate", semaine: date, portions: "2" }));
    return requests;
  });
}

/** A quiche for lunch on a fuzzed date, and one's own recipe for dinner: the two forms that carry a date. */
const lunchOn = (date: string) => ({
  intent: "add",
  semaine: date,
  day: date,
  type: "lunch",
  recette: "Quiche lorraine",
  portions: "2",
});
const dinnerOn = (date: string) => ({ intent: "plan", day: date, type: "dinner", portions: "2" });

/** A recipe written in the editor, so that planning one's own recipe reaches the dates. */
async function writtenRecipePath(server: ToqueServer, cookie: string): Promise<string> {
  return savedOwnRecipe(server, cookie, {
    intent: "save",
    kind: "written",
    title: "Omelette du fuzz",
    description: "Pour les dates.",
    servings: "2",
    prepMinutes: "5",
    cookMinutes: "5",
    ingredientQuantity: "4",
    ingredientUnit: "",
    ingredientName: "œufs",
    step: "Battre et cuire.",
    sourceUrl: "",
    imageUrl: "",
  });
}

/** The first change a stream of the live list tells; the stream is closed after it. */
async function firstListEvent(response: Response): Promise<ListEvent | undefined> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) return undefined;
    buffer += value;
    const data = /^event: liste\ndata: (.*)\n/m.exec(buffer)?.[1];
    if (data) {
      await reader.cancel();
      return parseListEvent(data);
    }
  }
}

interface Failure {
  request: FuzzRequest;
  status: number | string;
}

async function send(server: ToqueServer, request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = { "X-Forwarded-For": uniqueIp() };
  if (request.cookie) headers.Cookie = request.cookie;
  if (request.method === "POST") headers.Origin = server.url;
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await fetch(`${server.url}${request.target}`, {
    method: request.method,
    headers,
    body: request.method === "POST" ? (request.body ?? "") : undefined,
    redirect: "manual",
  });
  // A stream of events never ends by itself: its headers are the answer.
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

/**
 * A request refused before its body is read (a 302 from /logout, a 405) can have its
 * connection reset by Node while the client still writes a large body, and the next request on
 * that connection too: that is not an answer of the app (capping bodies is another change).
 * It is sent again; a server that crashed would fail every attempt.
 */
async function sendRetryingResets(server: ToqueServer, request: FuzzRequest): Promise<number | string> {
  let reason = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await send(server, request);
    } catch (error) {
      reason = `connexion : ${String((error as Error).cause ?? error)}`;
    }
  }
  return reason;
}

async function sendAll(server: ToqueServer, requests: FuzzRequest[], concurrency: number) {
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const status = await sendRetryingResets(server, request);
      if (typeof status === "string" || status >= 500) failures.push({ request, status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

function describeFailure({ request, status }: Failure) {
  const target = request.target.length > 120 ? `${request.target.slice(0, 120)}…` : request.target;
  return `${status} ${request.method} ${target} (${request.label}${request.cookie ? ", connecté" : ""})`;
}

describe.each(databasesUnderTest())("fuzz : aucune requête mal formée n'obtient de 5xx", (openDatabase) => {
  let database: SharedDatabase;
  let server: ToqueServer;
  let cookie: string;

  beforeAll(async () => {
    database = await openDatabase();
    server = await startToque({ ...database.env, TRUST_PROXY: "1" });
    cookie = await signedUpSession(server, "Inès Fuzz", "blanquette-de-veau");
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("toutes les routes et toutes les actions", { timeout: 240_000 }, async () => {
    const requests = buildRequests(cookie);
    const started = performance.now();
    const failures = await sendAll(server, requests, 6);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz sur ${database.name} : ${requests.length} requêtes en ${seconds} s, ${failures.length} réponses 5xx`,
    );
    expect(failures.map(describeFailure)).toEqual([]);
    // The session survived the whole run: the actions behind a login were really reached.
    const account = await fetch(`${server.url}/mon-compte`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(account.status).toBe(200);
  });

  it("le flux de la liste : rien pour un visiteur sans menu, un cookie forgé ou un autre foyer", async () => {
    const stream = "/api/liste-de-courses/direct";
    const other = await signedUpSession(server, "Inès Ailleurs", "fuzz-autre-flux");
    // Cookies that name no list: none, odd values, a visitor id of the right shape, a forged session.
    const forged = [
      undefined,
      ...oddValues.slice(0, 12).map((value) => `toque_menu=${encodeSegment(value)}`),
      `toque_menu=${crypto.randomUUID()}`,
      `better-auth.session_token=${"A".repeat(32)}.${"B".repeat(43)}`,
      `better-auth.session_token=${encodeSegment("\u0000")}`,
    ];
    const answers = await Promise.all(
      forged.map(async (forgedCookie) => {
        const response = await fetch(`${server.url}${stream}`, {
          headers: {
            Accept: "text/event-stream",
            "X-Forwarded-For": uniqueIp(),
            ...(forgedCookie ? { Cookie: forgedCookie } : {}),
          },
        });
        const type = response.headers.get("content-type") ?? "";
        if (type.startsWith("text/event-stream")) await response.body?.cancel();
        const body = type.startsWith("text/event-stream") ? "(flux)" : await response.text();
        return `${forgedCookie ?? "sans cookie"} → ${response.status} ${body}`;
      }),
    );
    expect(answers).toEqual(forged.map((forgedCookie) => `${forgedCookie ?? "sans cookie"} → 204 `));

    // Another household follows its own list: Inès's change comes before its own, and must not show.
    // A read makes no household, so the other person's first meal, a week further, makes hers.
    const week = weekAhead(2);
    const meal = { intent: "add", semaine: week, day: week, type: "lunch", portions: "2" };
    const later = weekAhead(3);
    expect(
      (
        await postForm(
          server,
          "/menu-perso",
          { ...meal, semaine: later, day: later, recette: "ratatouille" },
          { cookie: other, ip: uniqueIp() },
        )
      ).status,
    ).toBe(200);
    const theirs = await fetch(`${server.url}${stream}`, {
      headers: { Accept: "text/event-stream", Cookie: other },
    });
    expect(theirs.status).toBe(200);
    for (const [who, recette] of [
      [cookie, "quiche-lorraine"],
      [other, "poulet-roti"],
    ] as const)
      expect(
        (await postForm(server, "/menu-perso", { ...meal, recette }, { cookie: who, ip: uniqueIp() })).status,
      ).toBe(200);
    expect(await firstListEvent(theirs)).toMatchObject({ de: "ici", type: "semaine" });
  });

  it(
    "l'API /api/v1 : chaque point d'accès, jetons d'écriture, de lecture, d'un autre, révoqués",
    { timeout: 240_000 },
    async () => {
      const tokens = await Promise.all([
        apiToken(server, cookie, "write"),
        apiToken(server, cookie, "read"),
        apiToken(server, await signedUpSession(server, "Inès Autre", "fuzz-autre-1"), "write"),
      ]);
      const revoked = await apiToken(server, cookie, "write", true);
      const requests: ApiFuzzRequest[] = [];
      for (const route of apiRoutes)
        for (const token of [...tokens, revoked, "toque_" + "x".repeat(43), undefined])
          for (const value of oddValues.slice(0, 30)) {
            const segment = pathSegment(value);
            const path = route.path.replace(/\{\w+\}/g, segment);
            const query = route.query
              ? `?${Object.keys(route.query.shape)
                  .map((key) => `${key}=${segment}`)
                  .join("&")}`
              : "";
            const body = route.body ? oddApiBody(value) : undefined;
            requests.push({
              method: route.method.toUpperCase(),
              target: `/api/v1${path}${query}`,
              token,
              body,
            });
          }
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const response = await fetch(`${server.url}${request.target}`, {
            method: request.method,
            headers: {
              "X-Forwarded-For": uniqueIp(),
              "Content-Type": "application/json",
              ...(request.token && { Authorization: `Bearer ${request.token}` }),
            },
            body: request.body,
          });
          const text = await response.text();
          // Every answer is JSON with a stable code, never a 5xx; a revoked token never gets in.
          if (response.status >= 500)
            failures.push(`${response.status} ${request.method} ${request.target.slice(0, 120)}`);
          // 431: Node refuses headers over 16 KB before any route, in French but as text.
          if (response.status >= 400 && response.status !== 431 && !/"code":"[a-z_]+"/.test(text))
            failures.push(`sans code : ${request.target.slice(0, 120)}`);
          // Refused for its address (400, 404, 405) or its token (401), never served.
          if (request.token === revoked && response.status < 400)
            failures.push(`révoqué accepté ${response.status} : ${request.target.slice(0, 120)}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures).toEqual([]);
    },
  );

  it("les dates de Menu Perso et de Mes Recettes, de la page aux actions", { timeout: 240_000 }, async () => {
    const ownRecipePath = await writtenRecipePath(server, cookie);
    const requests = datedRequests(cookie, ownRecipePath, 3000, 100);
    const failures = await sendAll(server, requests, 6);
    expect(failures.map(describeFailure)).toEqual([]);
  });

  it(
    "une date acceptée et gardée se relit telle qu'écrite ; une autre est refusée sans rien garder",
    { timeout: 120_000 },
    async () => {
      const owner = await signedUpSession(server, "Inès Dates", "omelette-du-lundi");
      const ownRecipePath = await writtenRecipePath(server, owner);
      const dates = [...new Set([...dateEdges, ...fc.sample(fuzzDate, { seed: 4000, numRuns: 60 })])];
      const kept = new Map<string, string[]>();
      for (const date of dates) {
        const added = await postForm(server, "/menu-perso", lunchOn(date), { cookie: owner, ip: uniqueIp() });
        const planned = await postForm(server, ownRecipePath, dinnerOn(date), {
          cookie: owner,
          ip: uniqueIp(),
        });
        await added.arrayBuffer();
        await planned.arrayBuffer();
        expect([added.status, planned.status], date).toEqual(acceptable(date) ? [200, 302] : [400, 400]);
        if (acceptable(date)) kept.set(date, ["Quiche lorraine", "Omelette du fuzz"]);
      }
      expect(kept.size).toBeGreaterThan(10);

      const exported = await fetch(`${server.url}/mon-compte/export`, { headers: { Cookie: owner } });
      const { menus } = (await exported.json()) as { menus: { jour: string; plat: string }[] };
      const read = new Map<string, string[]>();
      for (const meal of menus) read.set(meal.jour, [...(read.get(meal.jour) ?? []), meal.plat]);
      expect(new Map([...read].map(([day, dishes]) => [day, dishes.sort()]))).toEqual(
        new Map([...kept].map(([day, dishes]) => [day, dishes.sort()])),
      );

      // The week page shows each of them on its own day, as its data says.
      for (const date of [...kept.keys()].slice(0, 12)) {
        const response = await fetch(`${server.url}/menu-perso.data?semaine=${date}`, {
          headers: { Cookie: owner },
        });
        expect(response.status, date).toBe(200);
        const text = await response.text();
        expect(text, date).toContain(`"${date}"`);
        expect(text, date).toContain("Quiche lorraine");
        expect(text, date).toContain("Omelette du fuzz");
      }
    },
  );
});

interface ApiFuzzRequest {
  method: string;
  target: string;
  token?: string;
  body?: string;
}

/** A JSON body built around an odd value: the value alone, in every field, or broken JSON. */
function oddApiBody(value: string): string {
  const fields = [
    "title",
    "servings",
    "ingredients",
    "steps",
    "day",
    "type",
    "recette",
    "portions",
    "semaine",
    "article",
    "coche",
    "ingredients",
  ];
  const variants = [
    JSON.stringify(value),
    JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
    `{"${value.slice(0, 20)}": `,
    JSON.stringify({ semaine: value, portions: value, restrictions: [value], sans: [value] }),
  ];
  return variants[value.length % variants.length]!;
}

/** A token made on Mon compte; `revoke` revokes it at once, through the same page. */
async function apiToken(
  server: ToqueServer,
  cookie: string,
  scope: "read" | "write",
  revoke = false,
): Promise<string> {
  const name = `Fuzz ${crypto.randomBytes(4).toString("hex")}`;
  const created = await postForm(
    server,
    "/mon-compte",
    { intent: "creer-jeton", nom: name, portee: scope },
    { cookie, ip: uniqueIp() },
  );
  const secret = /toque_[A-Za-z0-9_-]{43}/.exec(await created.text())?.[0];
  if (!secret) throw new Error("pas de jeton");
  if (revoke) {
    const page = await (await fetch(`${server.url}/mon-compte`, { headers: { Cookie: cookie } })).text();
    const id = /name="jeton" value="([0-9a-f-]{36})"/.exec(page.slice(page.indexOf(name)))![1]!;
    await postForm(
      server,
      "/mon-compte",
      { intent: "revoquer-jeton", jeton: id },
      { cookie, ip: uniqueIp() },
    );
  }
  return secret;
}

/** The value percent-encoded; a lone surrogate, which cannot be, is sent as broken encoding. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%E0%A4%A";
  }
}
