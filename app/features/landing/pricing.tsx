import { Check } from "lucide-react";
import { Link } from "react-router";
import { PLAN_SELECTED_ALERT, SPECIAL_OFFER_LABEL, proPlan } from "~/content/pricing";

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-crust/50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-center text-3xl font-semibold sm:text-4xl">
          Tarifs
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-center text-lg text-ink-soft">
          Une seule formule, toutes les fonctionnalités.
        </p>
        <article
          aria-labelledby="plan-name"
          className="relative mx-auto mt-10 max-w-md rounded-3xl border-2 border-terracotta bg-white p-8 shadow-lg"
        >
          {proPlan.popular && (
            <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-terracotta px-4 py-1 text-sm font-bold text-white">
              {SPECIAL_OFFER_LABEL}
            </p>
          )}
          <h3 id="plan-name" className="text-center text-2xl font-semibold">
            {proPlan.name}
          </h3>
          <p className="mt-4 text-center">
            <span className="font-display text-5xl font-semibold">{proPlan.price}</span>
            <span className="text-lg text-ink-soft"> / {proPlan.period}</span>
          </p>
          <ul className="mt-8 space-y-3">
            {proPlan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage" />
                {feature}
              </li>
            ))}
          </ul>
          {/* A real link, so that it still leads to sign-up without JavaScript. */}
          <Link
            to="/signup"
            className="button-primary mt-8 w-full py-3 text-lg"
            onClick={() => window.alert(PLAN_SELECTED_ALERT)}
          >
            {proPlan.buttonText}
          </Link>
        </article>
      </div>
    </section>
  );
}
