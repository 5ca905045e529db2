import { Link } from "react-router";

interface UpcomingFeatureProps {
  title: string;
  description: string;
}

/** The page of a feature that is announced but not open yet: says so plainly. */
export function UpcomingFeature({ title, description }: UpcomingFeatureProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-xl text-ink-soft">{description}</p>
      <p className="mt-8 rounded-2xl border border-line bg-white p-6" role="status">
        Cette page ouvre très bientôt. En attendant, découvrez ce que Toque vous prépare.
      </p>
      <Link to="/#features" className="button-primary mt-8">
        Voir toutes les fonctionnalités
      </Link>
    </section>
  );
}
