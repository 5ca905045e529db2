import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";

export type InvitationPageProps =
  | { state: "closed"; message: string }
  | {
      state: "open";
      householdName: string;
      inviterName: string | null;
      /** The address to come back to after logging in or signing up. */
      here: string;
      /** Undefined for a visitor, who logs in or signs up first. */
      viewer?: { currentHousehold: string; alone: boolean };
      error?: string;
    };

/** « /foyer/rejoindre/<jeton> »: who invites, what joining changes, and one button to accept. */
export function InvitationPage(props: InvitationPageProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Rejoindre un foyer</h1>
      {props.state === "closed" ? <ErrorBox message={props.message} /> : <OpenInvitation {...props} />}
    </section>
  );
}

function OpenInvitation({
  householdName,
  inviterName,
  here,
  viewer,
  error,
}: Extract<InvitationPageProps, { state: "open" }>) {
  const back = encodeURIComponent(here);
  return (
    <>
      <p className="mt-4 text-xl">
        {inviterName ? `${inviterName} vous invite` : "Vous êtes invité"} à rejoindre le foyer «&nbsp;
        {householdName}&nbsp;».
      </p>
      <p className="mt-2 text-ink-soft">
        Vous partagerez la semaine de Menu Perso, la liste de courses et le garde-manger. Vos recettes restent
        les vôtres.
      </p>
      <ErrorBox message={error} />
      {viewer ? (
        <>
          <p className="mt-4 rounded-xl border-2 border-amber-300 bg-amber-50 p-4">
            {viewer.alone
              ? `Vous quitterez votre foyer «\u00a0${viewer.currentHousehold}\u00a0»\u00a0: sa semaine, sa liste et son garde-manger rejoignent ceux du nouveau foyer, qui garde les siens là où les deux ont un repas ou un article.`
              : `Vous quitterez le foyer «\u00a0${viewer.currentHousehold}\u00a0», qui reste aux autres membres avec sa semaine et sa liste.`}
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className="button-primary">
              <UserPlus aria-hidden="true" className="size-5" />
              Rejoindre le foyer
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4">
            Connectez-vous ou créez un compte pour accepter l'invitation&nbsp;; vous reviendrez ici.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={`/login?redirectTo=${back}`} className="button-primary">
              Se connecter
            </a>
            <a href={`/signup?redirectTo=${back}`} className="button-secondary">
              Créer un compte
            </a>
          </div>
        </>
      )}
    </>
  );
}
