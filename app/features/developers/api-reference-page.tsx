import { Link } from "react-router";

interface Field {
  name: string;
  where: string;
  required: boolean;
  type: string;
}

export interface ApiReferenceProps {
  operations: {
    id: string;
    method: string;
    path: string;
    summary: string;
    scope: string;
    status: string;
    fields: Field[];
  }[];
  errors: { code: string; status: number; message: string }[];
  rateLimit: number;
}

/** The API's documentation, rendered on the server from its OpenAPI document: no script needed. */
export function ApiReferencePage({ operations, errors, rateLimit }: ApiReferenceProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">L'API de Toque</h1>
      <p className="mt-4">
        Vos recettes, votre semaine, votre liste de courses et votre garde-manger, en JSON, sous{" "}
        <code>/api/v1</code>. Créez un jeton dans la section «&nbsp;Accès à l'API&nbsp;» de{" "}
        <Link to="/mon-compte#api" className="font-bold text-terracotta underline underline-offset-4">
          Mon compte
        </Link>{" "}
        et envoyez-le dans l'en-tête <code>Authorization: Bearer toque_…</code>. Les cookies de session ne
        sont pas acceptés par l'API.
      </p>
      <p className="mt-2">
        Un jeton «&nbsp;Lecture&nbsp;» lit, un jeton «&nbsp;Lecture et écriture&nbsp;» lit et modifie. Chaque
        jeton peut faire {rateLimit}&nbsp;requêtes par minute. Le document OpenAPI&nbsp;3.1 complet est à{" "}
        <a href="/api/v1/openapi.json" className="font-bold text-terracotta underline underline-offset-4">
          /api/v1/openapi.json
        </a>
        .
      </p>

      <h2 className="mt-10 text-2xl font-semibold">Points d'accès</h2>
      {operations.map((operation) => (
        <article
          key={operation.id}
          aria-labelledby={`op-${operation.id}`}
          className="mt-6 rounded-2xl border border-line bg-white p-6"
        >
          <h3 id={`op-${operation.id}`} className="font-mono text-lg font-bold">
            {`${operation.method} ${operation.path}`}
          </h3>
          <p className="mt-1">{operation.summary}</p>
          <p className="mt-1 text-sm text-ink-soft">
            Portée&nbsp;: {operation.scope}. Réponse en cas de succès&nbsp;: {operation.status}.
          </p>
          {operation.fields.length > 0 && (
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">
                Paramètres de {operation.method} {operation.path}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Champ</th>
                  <th scope="col">Où</th>
                  <th scope="col">Obligatoire</th>
                  <th scope="col">Type</th>
                </tr>
              </thead>
              <tbody>
                {operation.fields.map((field) => (
                  <tr key={`${field.where}-${field.name}`} className="border-t border-line">
                    <th scope="row" className="py-1 font-mono">
                      {field.name}
                    </th>
                    <td>{field.where}</td>
                    <td>{field.required ? "oui" : "non"}</td>
                    <td className="break-all">{field.type}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </article>
      ))}

      <h2 className="mt-10 text-2xl font-semibold">Erreurs</h2>
      <p className="mt-2">
        Chaque erreur répond en JSON&nbsp;: <code>{`{ "code": "…", "message": "…", "champ": "…" }`}</code>. Le
        code ne change pas d'une version à l'autre&nbsp;; le champ n'est présent que s'il est en cause.
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Codes d'erreur de l'API</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Statut</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={error.code} className="border-t border-line">
              <th scope="row" className="py-1 font-mono">
                {error.code}
              </th>
              <td>{error.status}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
