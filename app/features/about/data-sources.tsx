import { artworks, dataSources } from "~/content/data-sources";

export function DataSources() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Sources des données</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Toque s'appuie sur des données ouvertes. Voici chacune d'elles, ce que nous en faisons et la façon
        dont leurs auteurs demandent à être cités.
      </p>
      <h2 className="mt-10 text-2xl font-semibold">Données</h2>
      <ul className="mt-4 space-y-6">
        {dataSources.map((source) => (
          <li key={source.name} className="rounded-2xl border border-line bg-white p-6">
            <h3 className="text-xl font-semibold">{source.name}</h3>
            <p className="mt-2">{source.usage}</p>
            <dl className="mt-4 space-y-2 text-sm">
              <div>
                <dt className="inline font-bold">Citation&nbsp;: </dt>
                <dd className="inline">{source.citation}</dd>
              </div>
              <div>
                <dt className="inline font-bold">Licence&nbsp;: </dt>
                <dd className="inline">{source.licence}</dd>
              </div>
              <div>
                <dt className="inline font-bold">Source&nbsp;: </dt>
                <dd className="inline">
                  <a href={source.link.href} rel="noopener noreferrer" className="text-terracotta underline">
                    {source.link.label}
                  </a>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-2xl font-semibold">Illustrations, icônes et polices</h2>
      <ul className="mt-4 space-y-4">
        {artworks.map((artwork) => (
          <li key={artwork.name} className="rounded-2xl border border-line bg-white p-6">
            <h3 className="text-xl font-semibold">{artwork.name}</h3>
            <p className="mt-2">{artwork.usage}</p>
            <p className="mt-2 text-sm">
              <span className="font-bold">Licence&nbsp;: </span>
              {artwork.licence}
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}
