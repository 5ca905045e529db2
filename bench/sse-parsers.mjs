// `node bench/sse-parsers.mjs`: our server-sent-events reader against eventsource-parser v3 on
// a realistic chat-completions stream, in process (decision 0008 keeps a hand-written reader on
// the first token's path; the issue asks whether a maintained parser costs anything measurable).
// The stream: a 2,000-character recipe answer in deltas of 1–6 characters, one `data:` event
// per delta with OpenAI's chunk envelope, then `data: [DONE]`; cut into network chunks two
// ways, one event per chunk (a paced provider) and 1,460-byte segments cutting lines anywhere
// (a burst). Each reader turns chunks into `data` strings; JSON parsing, the same for both,
// is left out. Reported: µs per whole stream (p50, p95) and µs to the first event.
import { createParser } from "eventsource-parser";
import { summary } from "./stats.mjs";

/** The hand-written reader Toque used until this measurement (app/.server/ai/server-sent-events.ts). */
class ServerSentEvents {
  buffer = "";
  data = [];

  push(chunk) {
    const events = [];
    const text = this.buffer + chunk;
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      const line = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
      start = end + 1;
      if (line === "") {
        if (this.data.length > 0) events.push(this.data.join("\n"));
        this.data = [];
      } else if (line.startsWith("data:")) {
        this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      }
    }
    this.buffer = text.slice(start);
    return events;
  }
}

function realisticStream() {
  const answer = JSON.stringify({
    titre: "Poulet rôti aux légumes d'hiver",
    description: "Un poulet doré, des carottes et des panais fondants, un jus court au thym.".repeat(3),
    ingredients: Array.from({ length: 10 }, (_, i) => ({
      nom: `ingrédient ${i}`,
      quantite: "200",
      unite: "g",
    })),
    instructions: Array.from({ length: 6 }, (_, i) => ({
      etape: i + 1,
      description: "Faites revenir à feu doux en remuant souvent, puis couvrez.".repeat(2),
    })),
  }).slice(0, 2000);
  const events = [];
  let seed = 7;
  for (let start = 0; start < answer.length;) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const size = 1 + (seed % 6);
    const delta = answer.slice(start, start + size);
    start += size;
    const chunk = {
      id: "chatcmpl-abc123",
      object: "chat.completion.chunk",
      created: 1_700_000_000,
      model: "gpt-4o-mini",
      choices: [{ index: 0, delta: { content: delta }, finish_reason: null }],
    };
    events.push(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  events.push("data: [DONE]\n\n");
  const text = events.join("");
  const segments = [];
  for (let start = 0; start < text.length; start += 1460) segments.push(text.slice(start, start + 1460));
  return { perEvent: events, segments, count: events.length };
}

function ours(chunks) {
  const reader = new ServerSentEvents();
  let count = 0;
  let first = 0;
  const started = performance.now();
  for (const chunk of chunks) {
    for (const data of reader.push(chunk)) {
      if (count++ === 0) first = performance.now() - started;
      if (data === "[DONE]") break;
    }
  }
  return { count, first };
}

/** As app/.server/ai/server-sent-events.ts wraps it: the events of each chunk in an array. */
function theirs(chunks) {
  let count = 0;
  let first = 0;
  const started = performance.now();
  let completed = [];
  const parser = createParser({ onEvent: (event) => completed.push(event.data) });
  for (const chunk of chunks) {
    parser.feed(chunk);
    const events = completed;
    if (events.length > 0) completed = [];
    for (const data of events) {
      if (count++ === 0) first = performance.now() - started;
      if (data === "[DONE]") break;
    }
  }
  return { count, first };
}

const stream = realisticStream();
const rounds = Number(process.env.ROUNDS ?? 3000);
const results = {};
for (const [shape, chunks] of [
  ["un événement par morceau", stream.perEvent],
  ["morceaux de 1 460 octets", stream.segments],
]) {
  for (const [name, read] of [
    ["lecteur maison", ours],
    ["eventsource-parser", theirs],
  ]) {
    // Warm-up, then measured rounds, interleaved per round would mix caches; each reader in turn.
    for (let round = 0; round < 300; round++) read(chunks);
    const whole = [];
    const firsts = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const { count, first } = read(chunks);
      whole.push((performance.now() - started) * 1000);
      firsts.push(first * 1000);
      if (count !== stream.count) throw new Error(`${name}: ${count} événements au lieu de ${stream.count}`);
    }
    const w = summary(whole);
    const f = summary(firsts);
    results[`${shape} · ${name}`] = { whole: w, first: f };
    console.log(
      `${shape.padEnd(26)} ${name.padEnd(20)} flux entier p50 ${w.p50.toFixed(1)} µs p95 ${w.p95.toFixed(1)} µs · premier événement p50 ${f.p50.toFixed(2)} µs`,
    );
  }
}
console.log(
  `${stream.count} événements, ${stream.segments.join("").length} octets par flux, ${rounds} flux par mesure`,
);
