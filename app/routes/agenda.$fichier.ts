import { calendarMessages } from "~/domain/meal-plan/calendar-feed";
import { tokenOfFile } from "~/.server/meal-plan/calendar-service";
import type { Route } from "./+types/agenda.$fichier";

/**
 * The iCalendar feed of « Ajouter à mon agenda »: the secret in the address is the only key, as
 * a calendar application sends no cookie. Every fetch writes the file afresh from the week.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const token = tokenOfFile(params.fichier);
  const origin = services.env.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  const feed = token && (await services.calendar.feed(token, origin, new Date()));
  if (!feed) {
    return new Response(calendarMessages.unknownLink, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="toque-menu-perso.ics"',
      // A private address: no shared cache keeps it, and no search engine lists it.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
