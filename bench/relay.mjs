// The floor of bench:ai's pair method: a relay that forwards each request to the provider
// and its answer back, byte for byte, doing nothing else. What it adds to the first token
// is what two extra loopback hops and a third process cost on this machine.
// Usage: node bench/relay.mjs <provider base URL>; prints `RELAY_URL=<its base URL>` once ready
// (the same path as the provider's, on the relay's port).
import http from "node:http";

const target = new URL(process.argv[2]);
const agent = new http.Agent({ keepAlive: true });
const forwarded = ["content-type", "content-length", "authorization", "accept", "x-client-request-id"];

const server = http.createServer({ noDelay: true }, (request, response) => {
  const headers = Object.fromEntries(
    forwarded.filter((name) => request.headers[name]).map((name) => [name, request.headers[name]]),
  );
  const upstream = http.request(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers, agent },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => response.destroy());
  response.on("close", () => upstream.destroy());
  request.pipe(upstream);
});
server.listen(0, "127.0.0.1", () =>
  console.log(`RELAY_URL=http://127.0.0.1:${server.address().port}${target.pathname.replace(/\/+$/, "")}`),
);
process.once("SIGTERM", () => process.exit(0));
