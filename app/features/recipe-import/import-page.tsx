import { ClipboardPaste, Download } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/ui/form-field";
import { OWN_RECIPE_LIMITS, type RecipeDraft } from "~/domain/import/own-recipe-schema";
import { RecipeEditor } from "./recipe-editor";

interface ImportPageProps {
  /**
   * The draft read, its origin (a web page makes an « imported » recipe, a pasted text the
   * cook's own) and whether the page had schema.org data or was read as a person would.
   */
  reading?: { draft: RecipeDraft; origin: "imported" | "written"; structured: boolean };
  /** The French message of a failed import, and the form it answers. */
  error?: { message: string; form: "address" | "paste" };
  address?: string;
  text?: string;
}

/**
 * « Importer une recette »: a web address or a pasted text becomes a draft in the editor;
 * nothing is kept until the cook checks it and saves.
 */
export function ImportPage({ reading, error, address = "", text = "" }: ImportPageProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("/importer");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/mes-recettes" className="font-bold text-terracotta underline underline-offset-4">
        ← Mes Recettes
      </Link>
      <h1 className="mt-6 text-4xl font-semibold">Importer une recette</h1>
      {reading ? (
        <div className="mt-6 space-y-6">
          {reading.structured ? (
            <p role="status" className="rounded-xl border border-line bg-white px-4 py-3 font-bold">
              Recette lue. Vérifiez-la, corrigez ce qui doit l'être, puis enregistrez-la.
            </p>
          ) : (
            <p role="status" className="rounded-xl border-2 border-terracotta bg-white px-4 py-3 font-bold">
              Recette lue sans données structurées{"\u00a0"}: vérifiez le titre, chaque ingrédient et chaque
              étape avant de l'enregistrer.
            </p>
          )}
          <RecipeEditor draft={reading.draft} action="/mes-recettes/nouvelle" kind={reading.origin} />
        </div>
      ) : (
        <div className="mt-6 space-y-10">
          <p className="text-lg text-ink-soft">
            Toque lit la recette de la page (ses données schema.org, ou à défaut son texte), puis vous la
            montre pour que vous la vérifiiez avant de l'enregistrer. La photo reste sur le site d'origine.
          </p>
          <Form method="post" className="space-y-4 rounded-3xl border border-line bg-white p-5 sm:p-8">
            <h2 className="text-2xl font-semibold">Depuis une adresse web</h2>
            <FormField
              label="Adresse de la page"
              name="address"
              type="url"
              inputMode="url"
              placeholder="https://…"
              defaultValue={address}
              maxLength={2000}
              required
              error={error?.form === "address" ? error.message : undefined}
            />
            <button type="submit" name="intent" value="address" className="button-primary" disabled={busy}>
              <Download aria-hidden="true" className="size-5" />
              {busy ? "Lecture de la page…" : "Importer la recette"}
            </button>
          </Form>
          <Form method="post" className="space-y-4 rounded-3xl border border-line bg-white p-5 sm:p-8">
            <h2 className="text-2xl font-semibold">Coller une recette</h2>
            <p className="text-ink-soft">
              D'un livre, d'un message, d'une note{"\u00a0"}: le titre sur la première ligne, puis les
              ingrédients et les étapes, chacun sur sa ligne. Le fichier d'une recette exportée (JSON
              schema.org) se colle aussi tel quel.
            </p>
            <PasteField defaultValue={text} error={error?.form === "paste" ? error.message : undefined} />
            <button type="submit" name="intent" value="paste" className="button-primary">
              <ClipboardPaste aria-hidden="true" className="size-5" />
              Lire le texte
            </button>
          </Form>
          <p>
            Ou{" "}
            <Link to="/mes-recettes/nouvelle" className="font-bold underline underline-offset-4">
              écrire une recette de zéro
            </Link>
            .
          </p>
        </div>
      )}
    </section>
  );
}

function PasteField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <div>
      <label htmlFor="texte-recette" className="block font-bold">
        Texte de la recette
      </label>
      <textarea
        id="texte-recette"
        name="text"
        rows={12}
        maxLength={OWN_RECIPE_LIMITS.pastedText}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "texte-recette-erreur" : undefined}
        className={`mt-1 block w-full rounded-xl border-2 bg-white px-4 py-2.5 text-ink outline-none focus:border-terracotta ${
          error ? "border-red-700" : "border-field"
        }`}
      />
      {error && (
        <p id="texte-recette-erreur" className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
