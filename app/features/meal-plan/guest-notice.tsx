import { Info } from "lucide-react";
import { Link } from "react-router";

/** A visitor's plan lives under a cookie: an account keeps it for good (docs/decisions/0010). */
export function GuestNotice({ here }: { here: string }) {
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta" />
        <span>
          Votre menu est gardé dans ce navigateur. Créez un compte pour le conserver et le retrouver
          partout&nbsp;: rien de ce que vous avez prévu ne sera perdu.
        </span>
      </p>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link to={`/signup?redirectTo=${encodeURIComponent(here)}`} className="button-primary min-h-11">
          Créer un compte
        </Link>
        <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className="button-secondary min-h-11">
          Se connecter
        </Link>
      </div>
    </div>
  );
}
