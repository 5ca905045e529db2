import { Download, House, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { FormField } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { CalendarSection, type CalendarState } from "./calendar-section";

export interface DeleteAccountState {
  formError?: string;
  fieldErrors?: { password?: string };
}

interface AccountPageProps {
  name: string;
  email: string;
  state?: DeleteAccountState;
  /** « jeudi 26 novembre » when the person has an active calendar link. */
  calendarSince?: string;
  calendar?: CalendarState;
}

export function AccountPage({ name, email, state, calendarSince, calendar }: AccountPageProps) {
  const navigation = useNavigation();
  // The calendar's forms post to the same action: only the deletion's shows the spinner.
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "supprimer";
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Mon compte</h1>
      <dl className="mt-6 grid gap-2 rounded-2xl border border-line bg-white p-6 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-bold">Nom</dt>
        <dd>{name}</dd>
        <dt className="font-bold">Email</dt>
        <dd>{email}</dd>
      </dl>

      <h2 className="mt-10 text-2xl font-semibold">Mes données</h2>
      <p className="mt-2 text-ink-soft">
        Téléchargez tout ce que Toque garde à votre sujet, dans un fichier JSON lisible par d'autres services.
      </p>
      <a href="/mon-compte/export" download className="button-secondary mt-4">
        <Download aria-hidden="true" className="size-5" />
        Télécharger mes données
      </a>

      <h2 className="mt-10 text-2xl font-semibold">Mon foyer</h2>
      <p className="mt-2 text-ink-soft">
        Partagez la semaine de Menu Perso, la liste de courses et le garde-manger avec les personnes qui
        vivent avec vous.
      </p>
      <a href="/mon-foyer" className="button-secondary mt-4">
        <House aria-hidden="true" className="size-5" />
        Gérer mon foyer
      </a>

      <CalendarSection activeSince={calendarSince} state={calendar} />

      <h2 className="mt-10 text-2xl font-semibold">Supprimer mon compte</h2>
      <p className="mt-2 text-ink-soft">
        Votre compte, vos sessions et tout ce qui s'y rattache seront effacés définitivement. Si vous partagez
        un foyer, il reste aux autres membres avec sa semaine et sa liste. Pour confirmer, saisissez votre mot
        de passe.
      </p>
      <Form
        method="post"
        action="/mon-compte"
        noValidate
        className="mt-4 space-y-4 rounded-2xl border-2 border-red-300 bg-white p-6"
      >
        <input type="hidden" name="intent" value="supprimer" />
        <ErrorBox message={state?.formError} />
        <FormField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={state?.fieldErrors?.password}
        />
        <button
          type="submit"
          disabled={deleting}
          className="inline-flex items-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-5" />}
          {deleting ? "Suppression..." : "Supprimer définitivement mon compte"}
        </button>
      </Form>
    </section>
  );
}
