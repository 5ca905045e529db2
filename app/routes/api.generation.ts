import { generationErrorMessages } from "~/domain/generation/errors";
import { chefRequestFromBody, generationBodySchema } from "~/domain/generation/request-schema";
import { requesterOf } from "~/.server/requester";
import type { Route } from "./+types/api.generation";

const MAX_BODY_BYTES = 16_384;

/**
 * Streams a recipe as newline-delimited JSON: partial recipes, then the final one
 * with its CIQUAL nutrition, or an error code. The browser never talks to the AI
 * service; closing the request cancels the provider call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return Response.json({ message: "Demande trop volumineuse." }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ message: generationErrorMessages.invalidRequest }, { status: 400 });
  }
  const parsed = generationBodySchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ message: parsed.error.issues[0]?.message ?? generationErrorMessages.invalidRequest }, { status: 400 });
  }

  const requester = await requesterOf(context.services, request);
  const events = context.services.generation.run(chefRequestFromBody(parsed.data), requester, request.signal);
  // Started now, not when React Router first reads the body: the rate-limit check and the
  // provider request go out while the response is being set up.
  let first: ReturnType<typeof events.next> | undefined = events.next();
  first.catch(() => {}); // read by the first pull; a response cancelled before never reads it
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await (first ?? events.next());
      first = undefined;
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}

export function loader() {
  return Response.json({ message: "Utilisez POST." }, { status: 405, headers: { Allow: "POST" } });
}
