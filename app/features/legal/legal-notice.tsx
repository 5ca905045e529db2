import { Link } from "react-router";
import { LegalPage, OperatorDetail } from "./legal-page";

export interface LegalNoticeProps {
  publisher?: string;
  contact?: string;
  host?: string;
}

export function LegalNotice({ publisher, contact, host }: LegalNoticeProps) {
  return (
    <LegalPage title="Mentions légales" updated="24 novembre 2026">
      <p>
        Informations prévues par l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans
        l'économie numérique.
      </p>

      <h2>Éditeur</h2>
      <p>
        <OperatorDetail value={publisher} />
      </p>
      <p>Contact&nbsp;: {contact ? <a href={`mailto:${contact}`}>{contact}</a> : <OperatorDetail />}</p>

      <h2>Hébergement</h2>
      <p>
        <OperatorDetail value={host} />
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes, recettes du catalogue, illustrations et le logo de Toque sont protégés par le droit
        d'auteur. Les recettes que vous publiez restent les vôtres (voir les{" "}
        <Link to="/conditions-utilisation">Conditions d'utilisation</Link>). Les données nutritionnelles
        viennent de la table Ciqual de l'Anses&nbsp;; cette source et les autres, avec leurs licences, sont
        détaillées sur la page <Link to="/sources-des-donnees">Sources des données</Link>.
      </p>

      <h2>Données personnelles</h2>
      <p>
        Ce que Toque garde à votre sujet, pourquoi, combien de temps, et vos droits&nbsp;: voir la{" "}
        <Link to="/confidentialite">Politique de confidentialité</Link>.
      </p>
    </LegalPage>
  );
}
