import http from "node:http";
import https from "node:https";
import { urlToHttpOptions } from "node:url";
import { ServerSentEvents } from "./server-sent-events";

/** Where an OpenAI-compatible chat-completions API lives, and the key it wants. */
export interface ChatCompletionsEndpoint {
  baseURL: string;
  apiKey: string;
}

/** A refusal from the provider: its HTTP status and the `error` object of its answer. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    /** 0 when the refusal came inside a stream that had started with 200. */
    readonly status: number,
    readonly code: string | undefined,
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** What Toque reads of a vendor's error body; anything else is only logged. */
const MAX_ERROR_BODY = 64 * 1024;

/**
 * A lean client for `POST {baseURL}/chat/completions` with `stream: true`
 * (docs/decisions/0008-lean-chat-completions-stream.md): the body goes out as given, the
 * answer's text comes back delta by delta. Connections are kept alive in one pool per
 * provider, so a new generation skips the TCP and TLS handshakes. Aborting the signal, or
 * stopping the iteration, closes the connection: the provider stops generating.
 */
export function chatCompletionsClient(endpoint: ChatCompletionsEndpoint) {
  const url = new URL(`${endpoint.baseURL.replace(/\/+$/, "")}/chat/completions`);
  const transport = url.protocol === "https:" ? https : http;
  const agent = new transport.Agent({ keepAlive: true });
  const authorization = `Bearer ${endpoint.apiKey}`;
  // Converted once: given the URL itself, Node converts it again at every request, about
  // 0.09 ms on the first token's path (docs/decisions/0014-where-the-first-token-waits.md).
  const target = { ...urlToHttpOptions(url), method: "POST", agent };

  function send(
    payload: string,
    signal: AbortSignal,
    requestId: string | undefined,
    mayRetry = true,
  ): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(payload),
        Accept: "text/event-stream",
        Authorization: authorization,
      };
      if (requestId) headers["X-Client-Request-Id"] = requestId;
      if (signal.aborted) return reject(signal.reason);
      const request = transport.request({ ...target, headers });
      // The abort is wired by hand: Node's `signal` option also watches the request with
      // `finished()`, about 0.06 ms more per generation (decision 0014).
      const abort = () => request.destroy(signal.reason as Error);
      signal.addEventListener("abort", abort, { once: true });
      request.once("close", () => signal.removeEventListener("abort", abort));
      request.once("response", resolve);
      // `on`, not `once`: a request can fail twice (reset, then abort), and an error
      // event without a listener would end the process.
      request.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the provider had just closed: Node's documented retry
        // (https://nodejs.org/api/http.html#requestreusedsocket). Nothing reached it.
        if (mayRetry && request.reusedSocket && error.code === "ECONNRESET" && !signal.aborted) {
          resolve(send(payload, signal, requestId, false));
          return;
        }
        reject(signal.aborted ? signal.reason : error);
      });
      request.end(payload);
    });
  }

  return {
    /**
     * Sends one streamed completion request and yields the answer's text as it comes.
     * Throws ProviderError when the provider refuses, and the signal's reason once it aborts.
     * `requestId` goes out as `X-Client-Request-Id`, which OpenAI and others keep with their own
     * record of the call: their logs and ours then name the same generation.
     */
    async *stream(
      body: Record<string, unknown>,
      signal: AbortSignal,
      requestId?: string,
    ): AsyncGenerator<string> {
      const response = await send(JSON.stringify({ ...body, stream: true }), signal, requestId);
      response.setEncoding("utf8");
      let complete = false;
      try {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          complete = true;
          throw refusal(status, await readText(response));
        }
        // A server that ignored `stream: true` answers with one JSON document.
        if (!String(response.headers["content-type"]).includes("text/event-stream")) {
          complete = true;
          const content = messageContent(JSON.parse(await readText(response)), "message");
          if (content) yield content;
          return;
        }
        const events = new ServerSentEvents();
        for await (const chunk of response.iterator({ destroyOnReturn: false }) as AsyncIterable<string>) {
          for (const data of events.push(chunk)) {
            if (data === "[DONE]") {
              complete = true;
              return;
            }
            const content = messageContent(JSON.parse(data), "delta");
            if (content) yield content;
          }
        }
        complete = true;
      } catch (error) {
        throw signal.aborted ? signal.reason : error;
      } finally {
        // A finished answer lets its connection go back to the pool; an interrupted one
        // closes it, which is how the provider learns to stop.
        if (complete) response.resume();
        else response.destroy();
      }
    },

    /** Closes the kept-alive connections. */
    close() {
      agent.destroy();
    },
  };
}

export type ChatCompletionsClient = ReturnType<typeof chatCompletionsClient>;

/** The text of a chunk (`delta`) or of a whole answer (`message`); a streamed error throws. */
function messageContent(json: unknown, field: "delta" | "message"): string | undefined {
  const chunk = (json ?? {}) as {
    choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
    error?: unknown;
  };
  if (chunk.error) throw refusalFromBody(0, chunk);
  const content = chunk.choices?.[0]?.[field]?.content;
  return typeof content === "string" ? content : undefined;
}

function refusal(status: number, text: string): ProviderError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new ProviderError(status, undefined, undefined, text.slice(0, 500) || `HTTP ${status}`);
  }
  return refusalFromBody(status, body);
}

function refusalFromBody(status: number, body: unknown): ProviderError {
  const error = (body as { error?: { code?: unknown; type?: unknown; message?: unknown } } | undefined)
    ?.error;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return new ProviderError(
    status,
    text(error?.code),
    text(error?.type),
    text(error?.message) ?? `HTTP ${status}`,
  );
}

async function readText(response: http.IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response as AsyncIterable<string>) {
    text += chunk;
    if (text.length > MAX_ERROR_BODY) break;
  }
  return text;
}
