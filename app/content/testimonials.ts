/** Sample testimonials (ARCHITECTURE § 1): invented people, illustrated portraits drawn for Toque. */
export interface Testimonial {
  name: string;
  role: string;
  image: string;
  content: string;
}

export const TESTIMONIAL_RATING = 5;

export const testimonials: readonly Testimonial[] = [
  {
    name: "Camille Laurent",
    role: "Mère de trois enfants, à Lyon",
    image: "/images/temoignages/camille.svg",
    content:
      "Le soir, j'ouvre le frigo, je note ce qu'il reste et j'ai une idée de dîner en quelques secondes. Le casse-tête de 19 h a disparu.",
  },
  {
    name: "Julien Moreau",
    role: "Étudiant en école d'ingénieurs",
    image: "/images/temoignages/julien.svg",
    content:
      "Avec un petit budget, Inventaire Gourmand m'aide à ne rien jeter. Mes colocataires réclament maintenant mon gratin du dimanche.",
  },
  {
    name: "Nadia Benali",
    role: "Coach sportive",
    image: "/images/temoignages/nadia.svg",
    content:
      "Chef Nutrition tient compte de mes objectifs de protéines sans sacrifier le goût. Je le conseille à toutes les personnes que j'entraîne.",
  },
  {
    name: "Pierre Lefèvre",
    role: "Retraité et jardinier amateur",
    image: "/images/temoignages/pierre.svg",
    content:
      "Je cuisine les légumes de mon potager, et Toque me propose toujours une nouvelle façon de les préparer. Même les courgettes d'août !",
  },
  {
    name: "Sophie Martin",
    role: "Organise des dîners entre amis",
    image: "/images/temoignages/sophie.svg",
    content:
      "Les accords du sommelier ont fait sensation : un chinon avec mon filet mignon, et chacun a voulu noter le nom de la bouteille.",
  },
  {
    name: "Thomas Girard",
    role: "Jeune papa pressé",
    image: "/images/temoignages/thomas.svg",
    content:
      "Le menu de la semaine et la liste de courses me font gagner une bonne heure chaque dimanche. Et on mange enfin varié.",
  },
];
