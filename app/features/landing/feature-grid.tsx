import { Link } from "react-router";
import { featureIcons as icons } from "~/components/layout/feature-icons";
import { features } from "~/content/features";

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-3xl font-semibold sm:text-4xl">
        Nos Fonctionnalités
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-soft">
        Six façons de mieux cuisiner au quotidien, du frigo presque vide au dîner entre amis.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => {
          const Icon = icons[feature.id];
          return (
            <li key={feature.id}>
              <Link
                to={feature.to}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-terracotta hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-cream-deep text-terracotta">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold group-hover:text-terracotta">{feature.title}</h3>
                <p className="mt-2 text-ink-soft">{feature.description}</p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
