import { Link } from "react-router";
import { LegalPage, OperatorDetail, days } from "./legal-page";

interface Cookie {
  name: string;
  maxAgeDays: number;
}

export interface PrivacyPolicyProps {
  publisher?: string;
  contact?: string;
  aiServiceHost?: string;
  cookies: { session: Cookie; visitor: Cookie };
}

export function PrivacyPolicy({ publisher, contact, aiServiceHost, cookies }: PrivacyPolicyProps) {
  const contactLink = contact ? <a href={`mailto:${contact}`}>{contact}</a> : <OperatorDetail />;
  return (
    <LegalPage title="Politique de confidentialité" updated="24 novembre 2026">
      <p>
        Toque garde le moins possible à votre sujet, seulement pour vous rendre le service que vous demandez.
        Rien n'est vendu, rien ne sert à de la publicité, aucun outil de mesure d'audience n'est utilisé, et
        aucune page ne fait appel à un autre site (polices et images comprises).
      </p>
      <p>
        Responsable du traitement&nbsp;: <OperatorDetail value={publisher} /> (contact&nbsp;: {contactLink}).
      </p>

      <h2>Ce que Toque garde, pourquoi et combien de temps</h2>
      <ul>
        <li>
          <strong>Votre compte</strong>&nbsp;: nom, email et mot de passe. Le mot de passe n'est gardé que
          haché (scrypt)&nbsp;: personne, pas même nous, ne peut le relire. Ils servent à vous reconnaître et
          à garder vos recettes. Conservés jusqu'à la suppression de votre compte.
        </li>
        <li>
          <strong>Vos sessions</strong>&nbsp;: date de connexion, adresse IP et navigateur utilisé. Elles vous
          gardent connecté et vous laissent voir d'où votre compte est ouvert. Une session dure{" "}
          {days(cookies.session.maxAgeDays)} après la connexion&nbsp;; elle est effacée dès que vous vous
          déconnectez.
        </li>
        <li>
          <strong>Ce que vous enregistrez</strong>&nbsp;: Mes Recettes (recettes générées, sauvegardées ou
          personnalisées, cocktails, accords mets et vins), les recettes que vous publiez, vos{" "}
          {"«\u00a0j'aime\u00a0»"}, vos menus de la semaine, les articles cochés ou ajoutés de leur liste de
          courses et votre garde-manger. Une recette publiée est visible de tous, avec votre nom comme auteur,
          jusqu'à ce que vous la retiriez. Conservés jusqu'à ce que vous les supprimiez, ou votre compte.
        </li>
        <li>
          <strong>Le menu d'un visiteur sans compte</strong>, avec les articles cochés ou ajoutés de sa liste
          de courses et son garde-manger{"\u00a0"}: gardé sous un identifiant tiré au hasard, sans rien qui
          vous désigne. Il rejoint votre compte si vous vous connectez, et il est effacé{" "}
          {days(cookies.visitor.maxAgeDays + 1)} après sa première modification.
        </li>
        <li>
          <strong>Les compteurs de tentatives</strong>&nbsp;: l'email et l'adresse IP d'une tentative de
          connexion ou d'inscription, et l'adresse IP d'une demande de recette, de vin ou de cocktail, avec
          leur nombre. Ils protègent les comptes contre les mots de passe devinés et le service contre les
          abus (intérêt légitime). Effacés dans les 30 heures, et ceux qui portent votre email dès la
          suppression de votre compte.
        </li>
      </ul>
      <p>
        Ce que vous tapez dans les outils (ingrédients, plat, préférences) n'est gardé que si vous enregistrez
        le résultat.{" "}
        {aiServiceHost ? (
          <>
            Pour composer la réponse, ces éléments sont transmis au service d'intelligence artificielle{" "}
            <strong>{aiServiceHost}</strong>, sans votre nom ni votre email.
          </>
        ) : (
          <>
            Les réponses sont composées sur le serveur de Toque&nbsp;: rien n'est transmis à un autre service.
          </>
        )}
      </p>
      <p>
        Le compte, vos recettes, vos menus et vos {"«\u00a0j'aime\u00a0»"} sont traités pour exécuter le
        service que vous avez demandé en créant un compte (article 6.1.b du RGPD)&nbsp;; les compteurs de
        tentatives pour notre intérêt légitime à protéger les comptes (article 6.1.f). Vos données ne sont
        transmises à personne d'autre que l'hébergeur du site, qui les garde pour nous.
      </p>

      <h2>Cookies</h2>
      <p>
        Toque ne dépose que des cookies strictement nécessaires au service que vous demandez&nbsp;; ils sont
        dispensés de consentement (article 82 de la loi Informatique et Libertés). Aucun cookie de publicité,
        de mesure d'audience ou de réseau social.
      </p>
      <ul>
        <li>
          <code>{cookies.session.name}</code>&nbsp;: vous garde connecté. Déposé à la connexion ou à
          l'inscription, il dure {days(cookies.session.maxAgeDays)} et disparaît à la déconnexion.
        </li>
        <li>
          <code>{cookies.visitor.name}</code>
          {"\u00a0"}: retrouve le menu et le garde-manger d'un visiteur sans compte. Déposé seulement quand un
          visiteur modifie l'un ou l'autre, il dure {days(cookies.visitor.maxAgeDays)} et disparaît quand vous
          vous connectez.
        </li>
      </ul>
      <p>
        Toque garde aussi, dans l'onglet de votre navigateur (stockage de session), la dernière recette
        générée par Inventaire Gourmand ou Chef Nutrition, pour que vous la retrouviez après un rechargement
        ou une connexion&nbsp;; elle disparaît quand vous fermez l'onglet et n'est jamais envoyée à Toque sans
        que vous l'enregistriez.
      </p>

      <h2>Vos droits</h2>
      <p>
        Le RGPD vous donne le droit d'accéder à vos données, de les rectifier, de les effacer, de les emporter
        ailleurs (portabilité), de vous opposer à leur traitement ou d'en demander la limitation.
      </p>
      <ul>
        <li>
          Accès et portabilité&nbsp;: sur <Link to="/mon-compte">Mon compte</Link>, «&nbsp;Télécharger mes
          données&nbsp;» vous donne tout ce que Toque garde à votre sujet, dans un fichier JSON.
        </li>
        <li>
          Effacement&nbsp;: sur <Link to="/mon-compte">Mon compte</Link>, la suppression du compte efface
          aussitôt le compte et toutes ses données. Une recette de Mes Recettes se supprime aussi une à une.
        </li>
        <li>Rectification, opposition, limitation et toute question&nbsp;: écrivez à {contactLink}.</li>
      </ul>
      <p>
        Nous répondons dans un délai d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous
        pouvez saisir la CNIL (<a href="https://www.cnil.fr/fr/plaintes">www.cnil.fr/fr/plaintes</a>).
      </p>
    </LegalPage>
  );
}
