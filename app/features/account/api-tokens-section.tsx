import { KeyRound, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { CopyLink } from "~/components/ui/copy-link";
import { ErrorBox } from "~/components/ui/error-box";
import { API_SCOPES, API_TOKEN_NAME_MAX, type ApiScope, scopeLabels } from "~/domain/auth/api-token-schema";

export interface ApiTokenView {
  id: string;
  name: string;
  scope: ApiScope;
  /** « lundi 2 mars » */
  created: string;
  /** « lundi 2 mars », or « jamais ». */
  lastUsed: string;
}

export type ApiTokenState = { secret: string; message: string } | { message: string } | { error: string };

/**
 * « Accès à l'API »: personal access tokens for scripts and other apps. A new token is shown
 * here once, right after it is made; Toque keeps only its hash and cannot show it again.
 */
export function ApiTokensSection({ tokens, state }: { tokens: ApiTokenView[]; state?: ApiTokenState }) {
  const secret = state && "secret" in state ? state.secret : undefined;
  return (
    <section id="api" aria-labelledby="api-titre" className="scroll-mt-24">
      <h2 id="api-titre" className="mt-10 text-2xl font-semibold">
        Accès à l'API
      </h2>
      <p className="mt-2 text-ink-soft">
        Un jeton permet à un script ou à une autre application de lire vos recettes, votre semaine, votre
        liste de courses et votre garde-manger, et, en écriture, de les modifier.{" "}
        <Link to="/developpeurs" className="font-bold text-terracotta underline underline-offset-4">
          Documentation de l'API
        </Link>
      </p>
      {state && "error" in state && <ErrorBox message={state.error} />}
      {state && "message" in state && (
        <p role="status" className="mt-4 rounded-xl bg-cream-deep p-3 font-bold">
          {state.message}
        </p>
      )}
      {secret && (
        <CopyLink
          url={secret}
          label="Votre nouveau jeton"
          copyLabel="Copier le jeton"
          copiedLabel="Jeton copié"
        />
      )}
      <Form
        method="post"
        action="/mon-compte#api"
        className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-6"
      >
        <input type="hidden" name="intent" value="creer-jeton" />
        <label>
          <span className="block font-bold">Nom du jeton</span>
          <input
            name="nom"
            required
            maxLength={API_TOKEN_NAME_MAX}
            className="mt-1 w-full rounded-xl border border-line bg-white px-3 py-2"
          />
        </label>
        <fieldset>
          <legend className="font-bold">Portée</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2">
                <input type="radio" name="portee" value={scope} defaultChecked={scope === "read"} />
                {scopeLabels[scope]}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button-secondary justify-self-start">
          <KeyRound aria-hidden="true" className="size-5" />
          Créer un jeton
        </button>
      </Form>
      {tokens.length === 0 ? (
        <p className="mt-4">Aucun jeton actif.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Vos jetons actifs</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Portée</th>
              <th scope="col">Créé le</th>
              <th scope="col">Dernière utilisation</th>
              <th scope="col">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id} className="border-t border-line">
                <th scope="row" className="py-2 font-bold">
                  {token.name}
                </th>
                <td>{scopeLabels[token.scope]}</td>
                <td>{token.created}</td>
                <td>{token.lastUsed}</td>
                <td>
                  <Form method="post" action="/mon-compte#api">
                    <input type="hidden" name="intent" value="revoquer-jeton" />
                    <input type="hidden" name="jeton" value={token.id} />
                    <button
                      type="submit"
                      className="button-secondary"
                      aria-label={`Révoquer le jeton ${token.name}`}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                      Révoquer
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
