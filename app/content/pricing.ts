/** The single plan of ARCHITECTURE § 1, Constants. No billing exists: the button leads to sign-up. */
export interface PricingPlan {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  buttonText: string;
  popular: boolean;
}

export const proPlan: PricingPlan = {
  name: "Pro",
  price: "9,99€",
  period: "mois",
  features: [
    "Accès à toutes les fonctionnalités",
    "Sauvegardes illimitées",
    "Planification avancée",
    "Génération personnalisée",
    "Suivi nutritionnel",
    "Support prioritaire",
  ],
  buttonText: "Choisir l'offre Pro",
  popular: true,
};

export const SPECIAL_OFFER_LABEL = "Offre Spéciale";
export const PLAN_SELECTED_ALERT = "Plan Pro sélectionné ! Redirection vers l'inscription...";
