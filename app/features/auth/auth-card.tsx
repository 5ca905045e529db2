import type { ReactNode } from "react";

/** The frame shared by the sign-up and login screens. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-2 text-ink-soft">{intro}</p>
        {children}
      </div>
    </section>
  );
}
