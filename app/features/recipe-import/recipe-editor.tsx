import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-router";
import { FormField } from "~/components/ui/form-field";
import {
  DRAFT_FIELDS,
  OWN_RECIPE_LIMITS,
  type RecipeDraft,
  draftErrors,
  draftFromFields,
  recipeDraftSchema,
} from "~/domain/import/own-recipe-schema";
import { SourceLinks } from "./source-links";

interface RecipeEditorProps {
  draft: RecipeDraft;
  /** Field errors from the server, by field (« title », « ingredients.2.nom »). */
  errors?: Record<string, string>;
  /** Where the form posts: /mes-recettes/nouvelle or /mes-recettes/:id/modifier. */
  action: string;
  /** « imported » keeps the origin of a recipe that came from a page or a pasted text. */
  kind: "imported" | "written";
}

const listButton =
  "inline-flex items-center gap-1 rounded-lg border border-line px-2 py-1 text-sm font-bold hover:border-terracotta";

/**
 * The editor of one's own recipe. Its list buttons are submit buttons with an intent, so
 * adding, removing and moving lines works without JavaScript; with it, « Enregistrer »
 * checks the fields with the server's schema before sending.
 */
export function RecipeEditor({ draft, errors: serverErrors = {}, action, kind }: RecipeEditorProps) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();
  const errors = clientErrors ?? serverErrors;

  function checkBeforeSaving(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save") {
      setClientErrors(undefined);
      return;
    }
    const form = new FormData(event.currentTarget);
    const result = recipeDraftSchema.safeParse(draftFromFields((name) => form.getAll(name)));
    if (result.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(draftErrors(result.error));
  }

  const errorCount = Object.keys(errors).length;
  return (
    <Form
      method="post"
      action={action}
      noValidate
      onSubmit={checkBeforeSaving}
      // A new draft from the server (a line added or moved) replaces the fields' values.
      key={JSON.stringify(draft)}
      className="space-y-8"
      aria-label="Éditeur de recette"
    >
      {/* The first submit button is the one Enter presses in a field: saving, not moving a line. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Enregistrer
      </button>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="sourceUrl" value={draft.sourceUrl} />
      <input type="hidden" name="imageUrl" value={draft.imageUrl} />
      {errorCount > 0 && (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-700 bg-white px-4 py-3 font-bold text-red-700"
        >
          {errorCount === 1
            ? "Un champ est à corriger avant d'enregistrer."
            : `${errorCount} champs sont à corriger avant d'enregistrer.`}
          {errors.form && ` ${errors.form}`}
        </p>
      )}
      {draft.sourceUrl !== "" && (
        <SourceLinks className="text-sm" url={draft.sourceUrl} imageUrl={draft.imageUrl} />
      )}

      <fieldset className="space-y-4">
        <legend className="text-2xl font-semibold">La recette</legend>
        <FormField
          label="Titre"
          name="title"
          defaultValue={draft.title}
          maxLength={OWN_RECIPE_LIMITS.title}
          error={errors.title}
          required
        />
        <TextArea
          label="Description"
          name="description"
          defaultValue={draft.description}
          maxLength={OWN_RECIPE_LIMITS.description}
          error={errors.description}
          rows={3}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Personnes"
            name="servings"
            inputMode="numeric"
            defaultValue={draft.servings}
            error={errors.servings}
            required
          />
          <FormField
            label="Préparation (minutes)"
            name="prepMinutes"
            inputMode="numeric"
            defaultValue={draft.prepMinutes}
            error={errors.prepMinutes}
          />
          <FormField
            label="Cuisson (minutes)"
            name="cookMinutes"
            inputMode="numeric"
            defaultValue={draft.cookMinutes}
            error={errors.cookMinutes}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-2xl font-semibold">Ingrédients</legend>
        {errors.ingredients && <p className="font-bold text-red-700">{errors.ingredients}</p>}
        <ol className="space-y-3">
          {draft.ingredients.map((row, index) => {
            const number = index + 1;
            return (
              <li key={index} className="rounded-xl border border-line bg-white p-3">
                <div className="grid gap-2 sm:grid-cols-[6rem_9rem_1fr]">
                  <FormField
                    label={`Quantité ${number}`}
                    name={DRAFT_FIELDS.quantity}
                    defaultValue={row.quantite}
                    maxLength={OWN_RECIPE_LIMITS.quantity}
                    error={errors[`ingredients.${index}.quantite`]}
                  />
                  <FormField
                    label={`Unité ${number}`}
                    name={DRAFT_FIELDS.unit}
                    defaultValue={row.unite}
                    maxLength={OWN_RECIPE_LIMITS.unit}
                    error={errors[`ingredients.${index}.unite`]}
                  />
                  <FormField
                    label={`Ingrédient ${number}`}
                    name={DRAFT_FIELDS.name}
                    defaultValue={row.nom}
                    maxLength={OWN_RECIPE_LIMITS.name}
                    error={errors[`ingredients.${index}.nom`]}
                  />
                </div>
                <LineButtons
                  list="ingredient"
                  index={index}
                  count={draft.ingredients.length}
                  noun="l'ingrédient"
                />
              </li>
            );
          })}
        </ol>
        <button type="submit" name="intent" value="add-ingredient" className={listButton}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter un ingrédient
        </button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-2xl font-semibold">Étapes</legend>
        {errors.steps && <p className="font-bold text-red-700">{errors.steps}</p>}
        <ol className="space-y-3">
          {draft.steps.map((step, index) => (
            <li key={index} className="rounded-xl border border-line bg-white p-3">
              <TextArea
                label={`Étape ${index + 1}`}
                name={DRAFT_FIELDS.step}
                defaultValue={step}
                maxLength={OWN_RECIPE_LIMITS.step}
                error={errors[`steps.${index}`]}
                rows={3}
              />
              <LineButtons list="step" index={index} count={draft.steps.length} noun="l'étape" />
            </li>
          ))}
        </ol>
        <button type="submit" name="intent" value="add-step" className={listButton}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter une étape
        </button>
      </fieldset>

      <button type="submit" name="intent" value="save" className="button-primary">
        <Save aria-hidden="true" className="size-5" />
        Enregistrer la recette
      </button>
    </Form>
  );
}

function LineButtons({
  list,
  index,
  count,
  noun,
}: {
  list: "ingredient" | "step";
  index: number;
  count: number;
  noun: string;
}) {
  const number = index + 1;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {index > 0 && (
        <button type="submit" name="intent" value={`up-${list}-${index}`} className={listButton}>
          <ArrowUp aria-hidden="true" className="size-4" />
          Monter<span className="sr-only"> {`${noun} ${number}`}</span>
        </button>
      )}
      {index < count - 1 && (
        <button type="submit" name="intent" value={`down-${list}-${index}`} className={listButton}>
          <ArrowDown aria-hidden="true" className="size-4" />
          Descendre<span className="sr-only"> {`${noun} ${number}`}</span>
        </button>
      )}
      <button type="submit" name="intent" value={`remove-${list}-${index}`} className={listButton}>
        <Trash2 aria-hidden="true" className="size-4" />
        Retirer<span className="sr-only"> {`${noun} ${number}`}</span>
      </button>
    </div>
  );
}

function TextArea({
  label,
  name,
  error,
  ...textarea
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue: string;
  maxLength: number;
  rows: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        className={`mt-1 block w-full rounded-xl border-2 bg-white px-4 py-2.5 text-ink outline-none focus:border-terracotta ${
          error ? "border-red-700" : "border-field"
        }`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-erreur`} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
