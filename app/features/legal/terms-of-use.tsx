import { Link } from "react-router";
import { LegalPage } from "./legal-page";

export function TermsOfUse() {
  return (
    <LegalPage title="Conditions d'utilisation" updated="24 novembre 2026">
      <p>
        En utilisant Toque, vous acceptez les conditions ci-dessous. Elles disent ce que Toque vous offre, ce
        que nous attendons de vous, et ce que vous restez libre de faire.
      </p>

      <h2>Le service</h2>
      <p>
        Toque propose des recettes à partir de vos ingrédients, des recettes adaptées à un objectif
        nutritionnel, un catalogue de recettes, des menus de la semaine, des accords mets et vins et des
        cocktails. Toque est aujourd'hui gratuit&nbsp;: aucun paiement ne vous est demandé. Le service peut
        évoluer ou s'interrompre, par exemple pour une maintenance.
      </p>

      <h2>Votre compte</h2>
      <p>
        Un compte est gratuit&nbsp;; il garde vos recettes et vos menus. Choisissez un mot de passe que vous
        n'utilisez nulle part ailleurs et gardez-le pour vous. Vous pouvez supprimer votre compte à tout
        moment depuis <Link to="/mon-compte">Mon compte</Link>&nbsp;: il est effacé aussitôt, avec ses
        données.
      </p>

      <h2>Les recettes proposées</h2>
      <p>
        Les recettes générées sont des propositions&nbsp;: relisez-les avant de cuisiner. Vérifiez les
        allergènes, les cuissons (volailles, porc, œufs, poissons) et les quantités, surtout pour des
        personnes fragiles. Les valeurs nutritionnelles sont calculées à partir de la table Ciqual de
        l'Anses&nbsp;: ce sont des estimations, pas un avis médical ni diététique.
      </p>
      <p>
        Le Créateur de Cocktails et les accords mets et vins s'adressent aux personnes majeures. L'abus
        d'alcool est dangereux pour la santé, à consommer avec modération.
      </p>

      <h2>Les recettes que vous publiez</h2>
      <p>
        Une recette que vous publiez reste la vôtre. Vous autorisez Toque à l'afficher, avec votre nom, à
        toute personne qui visite le site, tant qu'elle est publiée&nbsp;; vous pouvez la retirer quand vous
        le voulez depuis Mes Recettes. Une personne qui l'a sauvegardée en garde sa copie. Ne publiez que ce
        que vous avez le droit de partager, et rien d'illégal, d'injurieux ni de trompeur&nbsp;: une recette
        qui ne respecte pas ces conditions peut être retirée.
      </p>

      <h2>Vos données</h2>
      <p>
        Ce que Toque garde à votre sujet et vos droits sont décrits dans la{" "}
        <Link to="/confidentialite">Politique de confidentialité</Link>.
      </p>

      <h2>Modifications et droit applicable</h2>
      <p>
        Ces conditions peuvent changer&nbsp;; la date en haut de la page dit quand elles ont changé pour la
        dernière fois. Elles sont soumises au droit français. Avant tout recours, écrivez-nous&nbsp;: la
        plupart des difficultés se règlent ainsi (voir les{" "}
        <Link to="/mentions-legales">Mentions légales</Link>).
      </p>
    </LegalPage>
  );
}
