import { Play } from "lucide-react";

export const DEMO_VIDEO_ALERT = "La vidéo de démonstration arrive bientôt ! Restez à l'écoute.";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-crust to-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div>
          <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-bold text-sage">
            Cuisine maison, idées infinies
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Votre assistant culinaire propulsé par l'IA
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-soft sm:text-xl">
            Toque transforme les ingrédients de votre cuisine en recettes de chef, compose vos menus de la
            semaine et vous conseille le bon vin. Le tout en français, et en quelques secondes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#features" className="button-primary px-6 py-3 text-lg">
              Découvrir les fonctionnalités
            </a>
            <button
              type="button"
              className="button-secondary px-6 py-3 text-lg"
              onClick={() => window.alert(DEMO_VIDEO_ALERT)}
            >
              <Play aria-hidden="true" className="size-5" />
              Voir Comment Ça Marche
            </button>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A cooking pot with rising steam, drawn in the brand palette. */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 320 260" className="mx-auto w-full max-w-sm" aria-hidden="true" focusable="false">
      <circle cx="160" cy="140" r="118" fill="#fcebdd" />
      <path
        d="M120 70c-12-14 12-24 0-40M160 64c-12-14 12-24 0-40M200 70c-12-14 12-24 0-40"
        stroke="#d9a27a"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="70" y="112" width="180" height="18" rx="9" fill="#8a3212" />
      <path d="M82 130h156v58c0 22-18 40-40 40h-76c-22 0-40-18-40-40z" fill="#a63d17" />
      <rect x="44" y="140" width="38" height="14" rx="7" fill="#8a3212" />
      <rect x="238" y="140" width="38" height="14" rx="7" fill="#8a3212" />
      <path d="M100 168h120" stroke="#f6c98e" strokeWidth="6" strokeLinecap="round" />
      <circle cx="252" cy="74" r="14" fill="#4a6332" />
      <path d="M252 60c6-10 16-12 22-10-2 8-10 14-22 10z" fill="#6f8f4e" />
      <circle cx="70" cy="84" r="12" fill="#e0572b" />
      <circle cx="92" cy="64" r="8" fill="#f6c98e" />
    </svg>
  );
}
