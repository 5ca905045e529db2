import { Users } from "lucide-react";
import { Link } from "react-router";

// Published community recipes arrive with the catalogue; until then we invite
// people to take part rather than show recipes nobody wrote.
export function CommunityTeaser() {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-sage px-6 py-12 text-center text-white">
        <Users aria-hidden="true" className="size-10" />
        <h2 id="community-title" className="text-3xl font-semibold">
          Les recettes de la communauté
        </h2>
        <p className="max-w-2xl text-lg">
          Bientôt, les cuisiniers de Toque partageront ici leurs meilleures créations. Créez votre
          compte pour publier les vôtres parmi les premiers, et parcourez nos recettes en attendant.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/signup" className="inline-flex items-center rounded-full bg-white px-5 py-2.5 font-bold text-sage hover:bg-cream">
            Rejoindre la communauté
          </Link>
          <Link to="/nos-recettes" className="inline-flex items-center rounded-full border-2 border-white px-5 py-2 font-bold text-white hover:bg-white/10">
            Voir nos recettes
          </Link>
        </div>
      </div>
    </section>
  );
}
