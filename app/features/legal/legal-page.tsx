import type { ReactNode } from "react";

/** The frame shared by the legal pages: a readable column, a title and its date. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="legal mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-2 text-ink-soft">Dernière mise à jour&nbsp;: {updated}</p>
      <div className="mt-8 space-y-4 leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:ml-6 [&_li]:list-disc [&_a]:text-terracotta [&_a]:underline [&_a]:underline-offset-4">
        {children}
      </div>
    </article>
  );
}

/** An operator's detail, or a plain statement that this instance has not given it. */
export function OperatorDetail({ value }: { value?: string }) {
  return value ? <>{value}</> : <em>non renseigné par l'exploitant de ce site</em>;
}

/** « 30 jours », the French way. */
export function days(count: number): string {
  return count === 1 ? "1 jour" : `${count} jours`;
}
