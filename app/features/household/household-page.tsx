import { Clock, Link2Off, LogOut, Send, UserMinus } from "lucide-react";
import { Form } from "react-router";
import { CopyLink } from "~/components/ui/copy-link";
import { ErrorBox } from "~/components/ui/error-box";
import { FormField } from "~/components/ui/form-field";
import {
  HOUSEHOLD_NAME_MAX_LENGTH,
  type MealTimes,
  mealTimeFields,
} from "~/domain/household/household-forms";
import { mealTypeLabels } from "~/domain/meal-plan/types";

export interface HouseholdPageProps {
  name: string;
  isOwner: boolean;
  members: { userId: string; name: string; isYou: boolean; isOwner: boolean; since: string }[];
  /** Open invitations, for the owner: « jeudi 3 décembre » is when each expires. */
  invitations: { id: string; email: string | null; expires: string }[];
  /** When the household's meals start, « HH:MM »: the calendar feed places them there. */
  mealTimes: MealTimes;
  state?: HouseholdActionState;
}

/** What an action answers: a message (and a fresh link), or an error under the field it names. */
export interface HouseholdActionState {
  message?: string;
  link?: string;
  sendTo?: string;
  error?: string;
  field?: string;
}

/**
 * « Mon foyer »: who shares the week, the list and the pantry. Every control is a form posted to
 * the page's action, so that all of it works without JavaScript; only « Copier le lien » needs it.
 */
export function HouseholdPage({ name, isOwner, members, invitations, mealTimes, state }: HouseholdPageProps) {
  const fieldError = (field: string) => (state?.field === field ? state.error : undefined);
  const alone = members.length === 1;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Mon foyer</h1>
      <p className="mt-2 text-xl">{name}</p>
      <p className="mt-4 text-ink-soft">
        Les membres du foyer partagent la semaine de Menu Perso, la liste de courses avec ses cases cochées et
        Mon garde-manger. Chacun garde ses propres recettes, qu'il peut partager avec le foyer depuis Mes
        Recettes.
      </p>

      {state?.error && !state.field && <ErrorBox message={state.error} />}
      {state?.message && (
        <p role="status" className="mt-4 rounded-xl bg-cream-deep p-3 font-bold">
          {state.message}
        </p>
      )}
      {state?.link && (
        <>
          {state.sendTo && <p className="mt-4 font-bold">{state.sendTo}</p>}
          <CopyLink url={state.link} label="Lien d'invitation" />
        </>
      )}

      <h2 className="mt-10 text-2xl font-semibold">Membres</h2>
      <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span>
              <span className="font-bold">{member.name}</span>
              {member.isYou && " (vous)"} · {member.isOwner ? "propriétaire" : "membre"}
              <span className="block text-sm text-ink-soft">Membre depuis le {member.since}</span>
            </span>
            {isOwner && !member.isYou && (
              <Form method="post">
                <input type="hidden" name="intent" value="retirer" />
                <input type="hidden" name="membre" value={member.userId} />
                <button
                  type="submit"
                  className="button-secondary"
                  aria-label={`Retirer ${member.name} du foyer`}
                >
                  <UserMinus aria-hidden="true" className="size-5" />
                  Retirer
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {fieldError("membre") && <ErrorBox message={fieldError("membre")} />}

      <h2 id="heures-des-repas" className="mt-10 text-2xl font-semibold">
        Heures des repas
      </h2>
      <p className="mt-2 text-ink-soft">
        Votre agenda place les repas de la semaine à ces heures, pour tout le foyer.
      </p>
      <Form
        method="post"
        noValidate
        aria-labelledby="heures-des-repas"
        className="mt-4 space-y-4 rounded-2xl border border-line bg-white p-6"
      >
        <input type="hidden" name="intent" value="heures" />
        <div className="grid gap-4 sm:grid-cols-3">
          {mealTimeFields.map(({ meal, field }) => (
            <FormField
              key={field}
              label={mealTypeLabels[meal]}
              name={field}
              type="time"
              required
              defaultValue={mealTimes[meal]}
              error={fieldError(field)}
            />
          ))}
        </div>
        <button type="submit" className="button-primary">
          <Clock aria-hidden="true" className="size-5" />
          Enregistrer les heures
        </button>
      </Form>

      {isOwner && (
        <>
          <h2 className="mt-10 text-2xl font-semibold">Inviter quelqu'un</h2>
          <p className="mt-2 text-ink-soft">
            Un lien d'invitation ne sert qu'une fois et expire dans 7&nbsp;jours. Aucun e-mail n'est
            envoyé&nbsp;: copiez le lien et transmettez-le vous-même.
          </p>
          <Form
            method="post"
            noValidate
            className="mt-4 space-y-4 rounded-2xl border border-line bg-white p-6"
          >
            <input type="hidden" name="intent" value="inviter" />
            <FormField
              label="Adresse e-mail de la personne (facultatif)"
              name="email"
              type="email"
              autoComplete="off"
              error={fieldError("email")}
            />
            <button type="submit" className="button-primary">
              <Send aria-hidden="true" className="size-5" />
              Créer un lien d'invitation
            </button>
          </Form>

          {invitations.length > 0 && (
            <>
              <h3 className="mt-8 text-xl font-semibold">Invitations en attente</h3>
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
                {invitations.map((invitation) => {
                  const whom = invitation.email ?? "sans adresse";
                  return (
                    <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <span>
                        Invitation {invitation.email ? `pour ${invitation.email}` : "sans adresse"}
                        <span className="block text-sm text-ink-soft">Expire le {invitation.expires}</span>
                      </span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoquer" />
                        <input type="hidden" name="invitation" value={invitation.id} />
                        <button
                          type="submit"
                          className="button-secondary"
                          aria-label={`Révoquer l'invitation ${whom}`}
                        >
                          <Link2Off aria-hidden="true" className="size-5" />
                          Révoquer
                        </button>
                      </Form>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {fieldError("invitation") && <ErrorBox message={fieldError("invitation")} />}

          <h2 className="mt-10 text-2xl font-semibold">Nom du foyer</h2>
          <Form
            method="post"
            noValidate
            className="mt-4 space-y-4 rounded-2xl border border-line bg-white p-6"
          >
            <input type="hidden" name="intent" value="renommer" />
            <FormField
              label="Nom du foyer"
              name="nom"
              defaultValue={name}
              maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
              error={fieldError("nom")}
            />
            <button type="submit" className="button-secondary">
              Renommer le foyer
            </button>
          </Form>
        </>
      )}

      {!alone && (
        <>
          <h2 className="mt-10 text-2xl font-semibold">Quitter le foyer</h2>
          <p className="mt-2 text-ink-soft">
            Vous gardez une copie de la semaine en cours, des suivantes et de la liste de courses, dans un
            nouveau foyer à vous.
            {isOwner && " Le membre arrivé le premier après vous devient propriétaire."}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="quitter" />
            <button type="submit" className="button-secondary">
              <LogOut aria-hidden="true" className="size-5" />
              Quitter le foyer
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
