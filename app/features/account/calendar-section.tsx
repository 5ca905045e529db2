import { CalendarPlus, Link2Off } from "lucide-react";
import { Form } from "react-router";
import { CopyLink } from "~/components/ui/copy-link";
import { ErrorBox } from "~/components/ui/error-box";

export type CalendarState = { url: string; message: string } | { message: string } | { error: string };

interface CalendarSectionProps {
  /** « jeudi 26 novembre » when a link is active. */
  activeSince?: string;
  state?: CalendarState;
}

/**
 * « Ajouter à mon agenda »: the secret address is shown once, just after it is made; later
 * visits only say that a link is active, since Toque keeps no copy it could show again.
 */
export function CalendarSection({ activeSince, state }: CalendarSectionProps) {
  const fresh = state && "url" in state ? state.url : undefined;
  return (
    <section id="agenda" aria-labelledby="agenda-titre" className="scroll-mt-24">
      <h2 id="agenda-titre" className="mt-10 text-2xl font-semibold">
        Mon agenda
      </h2>
      <p className="mt-2 text-ink-soft">
        Abonnez votre agenda (Google Agenda, Calendrier d'Apple, Thunderbird…) aux repas de Menu Perso&nbsp;:
        la semaine en cours et les quatre suivantes, mises à jour à chaque actualisation. Le lien est
        secret&nbsp;: quiconque le connaît voit vos repas.
      </p>
      {state && "error" in state && <ErrorBox message={state.error} />}
      {state && "message" in state && (
        <p role="status" className="mt-4 rounded-xl bg-cream-deep p-3 font-bold">
          {state.message}
        </p>
      )}
      {fresh && <CopyLink url={fresh} label="Lien de votre agenda" />}
      {!fresh && activeSince && <p className="mt-4">Un lien est actif depuis le {activeSince}.</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post" action="/mon-compte">
          <input type="hidden" name="intent" value="agenda" />
          <button type="submit" className="button-secondary">
            <CalendarPlus aria-hidden="true" className="size-5" />
            {activeSince || fresh ? "Créer un nouveau lien" : "Ajouter à mon agenda"}
          </button>
        </Form>
        {(activeSince || fresh) && (
          <Form method="post" action="/mon-compte">
            <input type="hidden" name="intent" value="revoquer-agenda" />
            <button type="submit" className="button-secondary">
              <Link2Off aria-hidden="true" className="size-5" />
              Révoquer le lien
            </button>
          </Form>
        )}
      </div>
      {(activeSince || fresh) && (
        <p className="mt-2 text-sm text-ink-soft">Un nouveau lien remplace l'ancien, qui ne répond plus.</p>
      )}
    </section>
  );
}
