// Types of server.mjs, the local OpenAI-compatible mock, for TypeScript tests and fixtures.

/** A chat message as an OpenAI-compatible client sends it. */
export interface MockChatMessage {
  role: "system" | "developer" | "user" | "assistant" | "tool" | (string & {});
  /** A string, or parts such as `{ type: "text", text }`. */
  content?: string | Array<{ type: string; text?: string; [key: string]: unknown }> | null;
  [key: string]: unknown;
}

/**
 * A recorded request body of POST /v1/chat/completions, exactly as parsed from JSON.
 * Only the fields the mock reads are typed; anything else the client sent is kept as is.
 */
export interface MockChatRequest {
  model?: string;
  messages?: MockChatMessage[];
  temperature?: number | null;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  response_format?:
    | { type: "text" }
    | { type: "json_object" }
    | {
        type: "json_schema";
        json_schema: {
          name: string;
          description?: string;
          schema?: Record<string, unknown>;
          strict?: boolean | null;
        };
      }
    | null;
  stream?: boolean | null;
  stream_options?: { include_usage?: boolean } | null;
  [key: string]: unknown;
}

export interface StartMockAiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to "127.0.0.1". */
  host?: string;
  /** Print one line per chat request (the command line turns it on). Defaults to false. */
  log?: boolean;
}

/** Milliseconds on the machine's monotonic clock (`process.hrtime`), the same in every process. */
export interface MockTiming {
  receivedAt: number;
  /** Absent until the title has been streamed, and for answers without one. */
  titleSentAt?: number;
}

export interface MockAi {
  /** Root of the server, without a trailing slash: "http://127.0.0.1:43123". */
  url: string;
  /** `url + "/v1"`: the AI_BASE_URL to give Toque or the AI SDK. */
  baseURL: string;
  /** The port actually listened on. */
  port: number;
  /**
   * Every JSON object body POSTed to /v1/chat/completions, newest last, including those later
   * refused (401, scenarios). The same array for the mock's whole life: reset() empties it in place.
   */
  requests: MockChatRequest[];
  /**
   * When a request sent with `X-Client-Request-Id` came in and when the chunk closing its recipe's
   * title left, on the machine's monotonic clock (also served at GET /__timings).
   */
  timings(clientRequestId: string): MockTiming | undefined;
  /** Forgets recorded requests, timings and the « une fois » scenario counters. */
  reset(): void;
  /** Ends open streams, blocked requests and sockets, then stops listening. Safe to call twice. */
  close(): Promise<void>;
  /** Requests still being answered: a stream its client cancelled is no longer counted. */
  openRequests(): number;
  /** TCP connections accepted since the start. */
  connections(): number;
}

/**
 * Starts the mock. Scenario keywords given as ingredients in the `Ingrédients disponibles :`
 * line (mock:quota, mock:cle, mock:requete, mock:limite, mock:limite-une-fois, mock:panne,
 * mock:panne-une-fois, mock:vide, mock:malforme, mock:fences, mock:schema, mock:lardons,
 * mock:lent, mock:bloque, mock:injection) choose errors, odd answers or timing.
 */
export function startMockAi(options?: StartMockAiOptions): Promise<MockAi>;
