import { CookingPot, Info, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, Link } from "react-router";

export interface PantryAisleView {
  aisle: string;
  items: { key: string; name: string }[];
}

export type PantryOutcome = { ok: true; message: string } | { ok: false; messages: string[]; typed: string };

interface PantryPageProps {
  aisles: PantryAisleView[];
  suggestions: readonly string[];
  isLoggedIn: boolean;
  outcome?: PantryOutcome;
}

/** Mon garde-manger: what the person has at home, aisle by aisle, and the field that adds to it. */
export function PantryPage({ aisles, suggestions, isLoggedIn, outcome }: PantryPageProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const count = aisles.reduce((sum, aisle) => sum + aisle.items.length, 0);
  // Once an addition went through, the field is ready for the next one.
  useEffect(() => {
    if (outcome?.ok) formRef.current?.reset();
  }, [outcome]);
  const errors = outcome && !outcome.ok ? outcome.messages : [];

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-4xl font-semibold">Mon garde-manger</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Notez ce que vous avez dans vos placards et votre réfrigérateur{"\u00a0"}: Toque vous dit ce que vous
        pouvez cuisiner avec.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to="/avec-ce-que-j-ai" className="button-primary min-h-11">
          <CookingPot aria-hidden="true" className="size-5" />
          Avec ce que j'ai
        </Link>
        <Link to="/menu-perso#courses" className="button-secondary min-h-11">
          Ma liste de courses
        </Link>
      </p>

      {!isLoggedIn && (
        <p className="mt-6 flex gap-3 rounded-2xl border border-line bg-white p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta" />
          <span>
            Votre garde-manger est gardé dans ce navigateur, avec votre menu.{" "}
            <Link to="/signup?redirectTo=%2Fgarde-manger" className="font-bold underline underline-offset-4">
              Créez un compte
            </Link>{" "}
            pour le retrouver partout{"\u00a0"}: il vous suivra.
          </span>
        </p>
      )}

      <Form ref={formRef} method="post" className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="add" />
        <label htmlFor={`${id}-ingredients`} className="block font-bold">
          Ajouter des ingrédients
        </label>
        <p id={`${id}-aide`} className="text-sm text-ink-soft">
          Un ou plusieurs, séparés par des virgules{"\u00a0"}: «{"\u00a0"}œufs, lardons, crème fraîche
          {"\u00a0"}».
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-ingredients`}
            name="ingredients"
            list={`${id}-suggestions`}
            autoComplete="off"
            maxLength={500}
            required
            defaultValue={outcome && !outcome.ok ? outcome.typed : undefined}
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={`${id}-aide${errors.length > 0 ? ` ${id}-erreurs` : ""}`}
            className={`block w-full rounded-xl border-2 bg-white px-4 py-2.5 text-ink outline-none focus:border-terracotta ${
              errors.length > 0 ? "border-red-700" : "border-field"
            }`}
          />
          <button type="submit" className="button-primary min-h-11 shrink-0">
            Ajouter
          </button>
        </div>
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {errors.length > 0 && (
          <ul id={`${id}-erreurs`} role="alert" className="mt-3 space-y-1 font-bold text-red-700">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </Form>
      {outcome?.ok && (
        <p role="status" className="mt-4 rounded-xl border border-line bg-white px-4 py-3 font-bold">
          {outcome.message}
        </p>
      )}

      {count === 0 ? (
        <p className="mt-8 text-ink-soft">
          Votre garde-manger est vide. Ajoutez ce que vous avez chez vous, ou cochez vos courses sur la liste
          de Menu Perso puis «{"\u00a0"}J'ai tout acheté{"\u00a0"}».
        </p>
      ) : (
        <>
          <div className="mt-8 flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="text-2xl font-semibold">
              {count} ingrédient{count > 1 ? "s" : ""} chez vous
            </h2>
            <ClearPantry />
          </div>
          <div className="mt-4 columns-1 gap-8 sm:columns-2">
            {aisles.map((aisle) => (
              <section key={aisle.aisle} aria-label={aisle.aisle} className="mb-5 break-inside-avoid">
                <h3 className="text-lg font-semibold">{aisle.aisle}</h3>
                <ul className="mt-1">
                  {aisle.items.map((item) => (
                    <li key={item.key} className="flex min-h-11 items-center justify-between gap-3">
                      <span>{item.name}</span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="article" value={item.key} />
                        <button
                          type="submit"
                          aria-label={`Retirer ${item.name}`}
                          className="inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-cream-deep hover:text-terracotta"
                        >
                          <Trash2 aria-hidden="true" className="size-5" />
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** « Tout retirer » asks once more before emptying the pantry; a disclosure works without JavaScript. */
function ClearPantry() {
  return (
    <details className="rounded-xl">
      <summary className="button-secondary min-h-11 cursor-pointer list-none">Tout retirer</summary>
      <Form method="post" className="mt-2 rounded-xl border border-line bg-white p-3">
        <p>Tout le garde-manger sera vidé.</p>
        <input type="hidden" name="intent" value="clear" />
        <input type="hidden" name="confirmation" value="oui" />
        <button type="submit" className="button-primary mt-2 min-h-11">
          Oui, tout retirer
        </button>
      </Form>
    </details>
  );
}
