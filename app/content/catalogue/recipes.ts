import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { dessertRecipes } from "./desserts";
import { everydayRecipes } from "./everyday";
import { familyClassicRecipes } from "./family-classics";
import { regionalRecipes } from "./regional";
import { sweetClassicRecipes } from "./sweet-classics";
import { toTaste } from "./to-taste";
import { vegetableRecipes } from "./vegetables";

/**
 * The first 22 recipes of Toque's own catalogue (ARCHITECTURE § 1, Entities), French home cooking first.
 * Every ingredient name is one the nutrition lexicon knows, so that each recipe gets its
 * CIQUAL figures; recipes.test.ts keeps it so. Illustrations are drawn by
 * scripts/draw-recipe-illustrations.mjs from scripts/recipe-drawings/.
 */

export const classicRecipes: readonly CatalogueRecipe[] = [
  // Entrées
  {
    id: "soupe-a-l-oignon",
    title: "Soupe à l'oignon gratinée",
    description:
      "La soupe des Halles de Paris : des oignons longuement caramélisés, un bouillon corsé et une croûte de gruyère gratiné sur le pain grillé.",
    image: "/images/recettes/soupe-a-l-oignon.svg",
    imageAlt:
      "Illustration : un bol de soupe à l'oignon vu de dessus, couvert d'une croûte de fromage doré sur des tranches de pain.",
    prepMinutes: 15,
    cookMinutes: 60,
    servings: 4,
    difficulty: "Moyen",
    category: "Entrées",
    region: "Paris",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "oignons jaunes", quantite: 1, unite: "kg" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "farine", quantite: 1, unite: "c. à soupe" },
      { nom: "vin blanc sec", quantite: 15, unite: "cl" },
      { nom: "bouillon de bœuf", quantite: 1.2, unite: "l" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "baguette", quantite: 8, unite: "tranche" },
      { nom: "gruyère râpé", quantite: 120, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte ou grande casserole à fond épais", "4 bols allant au four", "Cuillère en bois"],
    steps: [
      { description: "Pelez les oignons, coupez-les en deux puis émincez-les finement." },
      {
        description:
          "Faites fondre le beurre dans la cocotte, ajoutez les oignons et une pincée de sel. Laissez-les fondre 10 min à couvert, puis poursuivez à découvert en remuant souvent, jusqu'à ce qu'ils prennent une couleur ambrée sans brûler.",
        temps: "35 min",
        temperature: "feu moyen puis doux",
      },
      {
        description:
          "Saupoudrez de farine, mélangez 1 min, puis déglacez au vin blanc en grattant bien le fond de la cocotte.",
        temps: "2 min",
      },
      {
        description:
          "Versez le bouillon chaud, ajoutez le thym et le laurier, poivrez et salez avec modération. Laissez frémir à couvert.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description: "Préchauffez le gril du four. Faites griller les tranches de pain des deux côtés.",
        temps: "3 min",
        temperature: "gril",
      },
      {
        description:
          "Retirez le thym et le laurier, répartissez la soupe dans les bols, posez deux tranches de pain sur chacun et couvrez-les généreusement de gruyère. Faites gratiner jusqu'à ce que le fromage bouillonne et dore.",
        temps: "5 min",
        temperature: "gril",
      },
    ],
    tips: [
      "Tout le goût vient de la coloration des oignons : ne montez pas le feu pour aller plus vite, ils deviendraient amers.",
      "Un bouillon maison fait toute la différence ; à défaut, choisissez un bouillon de bœuf peu salé, car le fromage sale déjà la soupe.",
      "Posez les bols sur une plaque avant de les passer sous le gril : ils seront plus faciles à sortir.",
    ],
    variations: [
      "Remplacez le vin blanc par un trait de cidre brut pour une version normande.",
      "Mélangez le gruyère avec un peu de comté affiné pour une croûte plus corsée.",
      "Pour une version végétarienne, utilisez un bouillon de légumes bien réduit.",
    ],
    wine: {
      wine: "Apremont",
      type: "Vin blanc",
      region: "Savoie",
      why: "Ce blanc alpin, vif et léger, rafraîchit le palais entre deux cuillerées de fromage fondu et ne masque pas la douceur des oignons.",
    },
  },
  {
    id: "salade-nicoise",
    title: "Salade niçoise",
    description:
      "La salade du soleil de Nice, composée de crudités, d'œufs durs, de thon et d'anchois, arrosée d'huile d'olive. Fidèle à la tradition, elle ne contient aucun légume cuit.",
    image: "/images/recettes/salade-nicoise.svg",
    imageAlt:
      "Illustration : un grand plat de salade niçoise avec des quartiers de tomate, des œufs durs, des olives noires et des feuilles vertes.",
    prepMinutes: 20,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    region: "Provence",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "tomates", quantite: 4, unite: "pièce" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "thon en boîte", quantite: 200, unite: "g" },
      { nom: "filets d'anchois", quantite: 8, unite: "pièce" },
      { nom: "olives noires", quantite: 60, unite: "g" },
      { nom: "poivron vert", quantite: 1, unite: "pièce" },
      { nom: "radis", quantite: 8, unite: "pièce" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
      { nom: "sucrine", quantite: 1, unite: "pièce" },
      { nom: "basilic", quantite: 8, unite: "pièce" },
      { nom: "huile d'olive", quantite: 5, unite: "c. à soupe" },
      { nom: "vinaigre de vin rouge", quantite: 1, unite: "c. à soupe" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Casserole", "Grand saladier ou plat de service", "Petit fouet"],
    steps: [
      {
        description:
          "Plongez les œufs dans l'eau bouillante et comptez 10 min pour des œufs durs. Rafraîchissez-les dans l'eau froide, écalez-les et coupez-les en quartiers.",
        temps: "10 min",
        temperature: "ébullition",
      },
      {
        description:
          "Coupez les tomates en quartiers et salez-les légèrement. Émincez finement le poivron et les oignons nouveaux, coupez les radis en rondelles.",
      },
      {
        description:
          "Frottez le fond du saladier avec la gousse d'ail coupée. Fouettez le vinaigre avec le sel et le poivre, puis ajoutez l'huile d'olive.",
      },
      {
        description:
          "Disposez les feuilles de sucrine, puis les tomates, le poivron, les radis et les oignons. Ajoutez le thon émietté, les œufs, les anchois et les olives.",
      },
      {
        description:
          "Parsemez de basilic déchiré à la main et arrosez de vinaigrette au moment de servir, sans mélanger la salade.",
      },
    ],
    tips: [
      "Les Niçois n'y mettent ni pommes de terre ni haricots verts : seulement des légumes crus et bien mûrs.",
      "Salez les tomates quelques minutes avant de dresser : elles rendent un peu d'eau qui se mêle à la vinaigrette.",
      "Choisissez un thon à l'huile d'olive de bonne qualité, plus moelleux que le thon au naturel.",
    ],
    variations: [
      "Au printemps, ajoutez quelques fèves crues et des cœurs d'artichauts violets émincés.",
      "Glissez la salade dans un pain rond arrosé d'huile d'olive : c'est le pan-bagnat.",
    ],
    wine: {
      wine: "Côtes-de-Provence rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Un rosé sec et fruité de la même côte accompagne l'huile d'olive et le sel des anchois sans alourdir ce plat d'été.",
    },
  },
  {
    id: "veloute-de-potimarron",
    title: "Velouté de potimarron au lait de coco",
    description:
      "Un velouté d'automne doux et soyeux, où le goût de châtaigne du potimarron rencontre le lait de coco. Entièrement végétal.",
    image: "/images/recettes/veloute-de-potimarron.svg",
    imageAlt:
      "Illustration : une assiette creuse de velouté orange vu de dessus, avec une spirale de crème de coco et des graines de courge.",
    prepMinutes: 15,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "potimarron", quantite: 1, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "bouillon de légumes", quantite: 75, unite: "cl" },
      { nom: "lait de coco", quantite: 20, unite: "cl" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      { nom: "graines de courge", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout", "Mixeur plongeant", "Petite poêle"],
    steps: [
      {
        description:
          "Lavez le potimarron sans l'éplucher : sa peau devient tendre à la cuisson. Coupez-le en deux, retirez les graines et les filaments, puis détaillez-le en cubes.",
      },
      {
        description: "Faites suer l'oignon émincé dans l'huile d'olive, sans le laisser colorer.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez le potimarron et le bouillon chaud. Portez à ébullition, puis laissez cuire à couvert jusqu'à ce que la pointe d'un couteau s'enfonce sans résistance.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez le lait de coco et la muscade, puis mixez longuement jusqu'à obtenir un velouté lisse. Rallongez d'un peu d'eau s'il est trop épais, salez et poivrez.",
      },
      {
        description:
          "Faites griller les graines de courge à sec dans la poêle, puis parsemez-en chaque assiette au moment de servir.",
        temps: "3 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Gardez une cuillerée de lait de coco pour tracer une spirale à la surface de chaque assiette.",
      "Le velouté se congèle très bien : préparez-en le double et congelez-le en portions.",
    ],
    variations: [
      "Ajoutez un morceau de gingembre frais râpé et une pincée de curry avec l'oignon pour une version plus épicée.",
      "Remplacez le lait de coco par 10 cl de crème liquide pour une version plus classique.",
      "Le potimarron peut céder la place à une courge butternut, qu'il faudra alors éplucher.",
    ],
    wine: {
      wine: "Vouvray sec",
      type: "Vin blanc",
      region: "Vallée de la Loire",
      why: "Le chenin de Vouvray, aux notes de coing et de fruits secs, répond à la douceur de la courge et garde assez de fraîcheur face au lait de coco.",
    },
  },
  {
    id: "souffle-au-comte",
    title: "Soufflé au comté",
    description:
      "Un soufflé qui monte haut et fond au cœur, parfumé au comté. Il n'attend pas : on passe à table dès qu'il sort du four.",
    image: "/images/recettes/souffle-au-comte.svg",
    imageAlt:
      "Illustration : un moule à soufflé blanc plissé, surmonté d'un dôme doré bien gonflé, vu de trois quarts.",
    prepMinutes: 20,
    cookMinutes: 30,
    servings: 4,
    difficulty: "Difficile",
    category: "Entrées",
    region: "Franche-Comté",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "farine", quantite: 40, unite: "g" },
      { nom: "lait entier", quantite: 30, unite: "cl" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "blancs d'œufs", quantite: 2, unite: "pièce" },
      { nom: "comté râpé", quantite: 120, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Moule à soufflé de 18 cm", "Pinceau", "Casserole", "Fouet", "Batteur électrique", "Maryse"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Beurrez le moule au pinceau avec 10 g de beurre mou, en traçant des traits verticaux du fond vers le bord : ils guideront la montée du soufflé. Réservez-le au frais.",
        temperature: "200 °C",
      },
      {
        description:
          "Faites fondre le reste du beurre dans la casserole, ajoutez la farine et remuez 2 min. Versez le lait froid en fouettant, puis laissez épaissir sans cesser de remuer jusqu'à obtenir une béchamel épaisse.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Hors du feu, séparez les blancs des jaunes. Incorporez les 4 jaunes un à un dans la béchamel, puis le comté, la muscade, le sel et le poivre. Laissez tiédir.",
      },
      {
        description:
          "Montez les 6 blancs en neige ferme avec une pincée de sel : ils doivent être lisses et brillants, pas granuleux.",
      },
      {
        description:
          "Mélangez vivement un quart des blancs à la préparation au fromage pour la détendre, puis incorporez le reste très délicatement à la maryse, en soulevant la masse.",
      },
      {
        description:
          "Remplissez le moule jusqu'au bord, lissez la surface et passez le pouce le long de la paroi pour dégager un petit sillon. Enfournez aussitôt et baissez le four à 180 °C, sans jamais ouvrir la porte.",
        temps: "25 min",
        temperature: "180 °C",
      },
      { description: "Servez immédiatement, à la sortie du four, avant que le soufflé ne retombe." },
    ],
    tips: [
      "Des blancs trop fermes se mélangent mal et forment des grumeaux : arrêtez de battre dès qu'ils forment un bec.",
      "La béchamel doit être tiède, pas chaude, quand on y ajoute les blancs, sinon ils cuisent et retombent.",
      "Un soufflé un peu coulant au centre est réussi : c'est ce cœur crémeux que l'on recherche.",
    ],
    variations: [
      "Remplacez le comté par du beaufort, ou par 80 g de roquefort émietté.",
      "Préparez-le en 4 ramequins individuels et réduisez la cuisson à 12 à 15 minutes.",
    ],
    wine: {
      wine: "Côtes du Jura blanc",
      type: "Vin blanc",
      region: "Jura",
      why: "Le comté et le chardonnay du Jura viennent de la même terre : leurs notes de noix et de beurre se répondent naturellement.",
    },
  },

  // Viande
  {
    id: "boeuf-bourguignon",
    title: "Bœuf bourguignon",
    description:
      "Le grand classique de Bourgogne : du bœuf mijoté longuement dans le vin rouge avec lardons, champignons et carottes. Il est encore meilleur réchauffé le lendemain.",
    image: "/images/recettes/boeuf-bourguignon.svg",
    imageAlt:
      "Illustration : une cocotte de bœuf bourguignon vue de dessus, des morceaux de viande dans une sauce brune avec des rondelles de carotte et des champignons.",
    prepMinutes: 30,
    cookMinutes: 180,
    servings: 6,
    difficulty: "Difficile",
    category: "Viande",
    region: "Bourgogne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "bœuf à bourguignon", quantite: 1.2, unite: "kg" },
      { nom: "vin rouge", quantite: 75, unite: "cl" },
      { nom: "lardons", quantite: 150, unite: "g" },
      { nom: "champignons de Paris", quantite: 250, unite: "g" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "farine", quantite: 2, unite: "c. à soupe" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte en fonte avec couvercle", "Poêle", "Couteau de chef et planche"],
    steps: [
      {
        description:
          "Coupez la viande en cubes d'environ 5 cm et épongez-les avec du papier absorbant. Pelez les carottes et coupez-les en rondelles épaisses, émincez les oignons et écrasez l'ail.",
      },
      {
        description:
          "Faites rissoler les lardons à sec dans la cocotte, puis réservez-les. Ajoutez l'huile et saisissez la viande en plusieurs fois pour qu'elle dore sur toutes ses faces ; salez et poivrez.",
        temps: "15 min",
        temperature: "feu vif",
      },
      {
        description:
          "Faites revenir les oignons et les carottes dans la graisse de cuisson, remettez la viande, saupoudrez de farine et mélangez 2 min pour la faire légèrement roussir.",
        temps: "7 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le vin rouge en grattant les sucs au fond de la cocotte. Ajoutez le concentré de tomate, l'ail, le thym et le laurier, puis un peu d'eau si le liquide ne couvre pas la viande. Portez à frémissement.",
      },
      {
        description:
          "Couvrez et laissez mijoter à tout petit feu, ou au four à 150 °C, jusqu'à ce que la viande se défasse à la fourchette.",
        temps: "2 h 30",
        temperature: "feu doux ou four à 150 °C",
      },
      {
        description:
          "Pendant ce temps, coupez les champignons en quartiers et faites-les sauter dans le beurre jusqu'à ce qu'ils soient dorés.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez les champignons et les lardons 20 min avant la fin de la cuisson. Retirez le thym et le laurier, rectifiez l'assaisonnement : la sauce doit napper la cuillère.",
        temps: "20 min",
      },
    ],
    tips: [
      "Mélangez plusieurs morceaux, paleron, macreuse et un peu de joue : la sauce sera plus onctueuse.",
      "Ne surchargez pas la cocotte pour saisir la viande, elle bouillirait au lieu de dorer.",
      "Préparé la veille, il gagne en goût : laissez-le refroidir, retirez la graisse figée en surface et réchauffez-le doucement.",
    ],
    variations: [
      "Faites mariner la viande une nuit dans le vin avec les légumes et les aromates, puis égouttez-la avant de la saisir.",
      "Ajoutez une douzaine de petits oignons grelots glacés au beurre en fin de cuisson.",
      "Servez-le avec des pommes vapeur, des tagliatelles fraîches ou une purée maison.",
    ],
    wine: {
      wine: "Mercurey rouge",
      type: "Vin rouge",
      region: "Bourgogne",
      why: "Un pinot noir de la Côte chalonnaise, fruité et souple, prolonge le vin de la sauce sans écraser la viande.",
    },
  },
  {
    id: "blanquette-de-veau",
    title: "Blanquette de veau à l'ancienne",
    description:
      "Un plat de famille tout en douceur : du veau poché avec des légumes, nappé d'une sauce blanche liée à la crème et au jaune d'œuf, servi avec du riz.",
    image: "/images/recettes/blanquette-de-veau.svg",
    imageAlt:
      "Illustration : une assiette de blanquette de veau vue de dessus, des morceaux de viande dans une sauce crème avec des carottes et des champignons, à côté d'un dôme de riz blanc.",
    prepMinutes: 30,
    cookMinutes: 120,
    servings: 6,
    difficulty: "Difficile",
    category: "Viande",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "épaule de veau", quantite: 1.2, unite: "kg" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "poireau", quantite: 1, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 250, unite: "g" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "farine", quantite: 40, unite: "g" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 2, unite: "pièce" },
      { nom: "jus de citron", quantite: 2, unite: "c. à soupe" },
      { nom: "riz", quantite: 300, unite: "g" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout", "Casserole", "Passoire fine", "Fouet", "Louche"],
    steps: [
      {
        description:
          "Coupez la viande en morceaux de 5 cm, mettez-la dans le faitout et couvrez-la d'eau froide. Portez à ébullition, laissez bouillir 2 min, puis égouttez et rincez la viande : ce blanchiment garantit une sauce bien blanche.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Remettez la viande dans le faitout rincé avec 2 litres d'eau froide, les carottes en tronçons, le poireau, l'oignon piqué des clous de girofle, le thym et le laurier. Salez, portez à frémissement et écumez.",
      },
      {
        description: "Laissez cuire à couvert, à petits frémissements, jusqu'à ce que la viande soit tendre.",
        temps: "1 h 30",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, faites cuire les champignons émincés avec une noix de beurre, un filet de jus de citron et un fond d'eau. Faites cuire le riz.",
        temps: "10 min",
      },
      {
        description:
          "Retirez la viande et les carottes, gardez-les au chaud. Filtrez le bouillon et conservez-en 1 litre.",
      },
      {
        description:
          "Faites fondre le reste du beurre, ajoutez la farine et remuez 2 min sans laisser colorer. Versez le bouillon chaud en fouettant et laissez épaissir.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Mélangez la crème, les jaunes d'œufs et le reste du jus de citron. Versez-y une louche de sauce chaude, puis reversez le tout dans la casserole hors du feu : la sauce ne doit plus bouillir.",
      },
      {
        description:
          "Ajoutez la viande, les carottes et les champignons, réchauffez doucement sans ébullition, rectifiez l'assaisonnement et servez avec le riz.",
        temps: "5 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "Mélangez l'épaule, plus maigre, et le tendron, plus gélatineux : la viande reste moelleuse.",
      "Après la liaison aux jaunes, la sauce ne doit jamais bouillir, sinon elle tranche.",
      "Le bouillon restant fait une excellente base de soupe ou de risotto.",
    ],
    variations: [
      "Ajoutez une poignée de petits oignons grelots cuits dans le bouillon en même temps que les champignons.",
      "Préparez une blanquette de volaille avec des hauts de cuisse de poulet, cuits 45 minutes seulement.",
    ],
    wine: {
      wine: "Chablis",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Sa minéralité et sa fraîcheur citronnée allègent la sauce à la crème, tout en respectant la finesse du veau.",
    },
  },
  {
    id: "poulet-roti",
    title: "Poulet rôti au thym et au citron",
    description:
      "Le poulet du dimanche, à la peau croustillante et à la chair juteuse, parfumé au citron, à l'ail en chemise et au thym.",
    image: "/images/recettes/poulet-roti.svg",
    imageAlt:
      "Illustration : un poulet rôti doré dans un plat ovale, entouré de gousses d'ail, de demi-citrons et de brins de thym.",
    prepMinutes: 15,
    cookMinutes: 75,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "poulet fermier", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 6, unite: "gousse" },
      { nom: "thym", quantite: 4, unite: "brin" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "eau", quantite: 15, unite: "cl" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à rôtir", "Pinceau ou cuillère", "Papier aluminium"],
    steps: [
      {
        description: "Sortez le poulet du réfrigérateur 30 min à l'avance. Préchauffez le four à 200 °C.",
        temps: "30 min",
        temperature: "200 °C",
      },
      {
        description:
          "Salez et poivrez l'intérieur du poulet, puis glissez-y le citron coupé en deux, 2 brins de thym et 2 gousses d'ail écrasées.",
      },
      {
        description:
          "Massez toute la peau avec le beurre mou mélangé à l'huile, salez et poivrez. Couchez le poulet sur une cuisse dans le plat, avec les gousses d'ail restantes en chemise, le reste du thym et l'eau.",
      },
      {
        description:
          "Enfournez 25 min sur une cuisse, 25 min sur l'autre, puis 25 min sur le dos, en arrosant avec le jus toutes les 15 min.",
        temps: "1 h 15",
        temperature: "200 °C",
      },
      {
        description:
          "Vérifiez la cuisson : le jus qui s'écoule en piquant la cuisse doit être clair, et un thermomètre doit indiquer 74 °C à cœur.",
      },
      {
        description:
          "Laissez reposer le poulet 10 min sous une feuille d'aluminium. Déglacez le plat avec un peu d'eau chaude en grattant les sucs, et servez ce jus avec l'ail confit.",
        temps: "10 min",
      },
    ],
    tips: [
      "Un poulet fermier Label Rouge, élevé plus longtemps, a une chair plus ferme et plus goûteuse.",
      "Le faire cuire sur chaque cuisse puis sur le dos permet aux blancs de rester moelleux.",
      "Pressez les gousses d'ail confites sur du pain grillé : un régal à l'apéritif.",
    ],
    variations: [
      "Disposez des pommes de terre grenaille autour du poulet pour la dernière heure de cuisson.",
      "Glissez du beurre mêlé d'estragon haché sous la peau des blancs avant la cuisson.",
    ],
    wine: {
      wine: "Fleurie",
      type: "Vin rouge",
      region: "Beaujolais",
      why: "Ce gamay floral et gouleyant, servi un peu frais, accompagne la volaille rôtie sans jamais dominer le citron et le thym.",
    },
  },
  {
    id: "steak-au-poivre",
    title: "Steak au poivre",
    description:
      "Un pavé de bœuf saisi dans une croûte de poivre concassé, nappé d'une sauce à la crème. Le classique des bistrots, prêt en un quart d'heure.",
    image: "/images/recettes/steak-au-poivre.svg",
    imageAlt:
      "Illustration : un pavé de bœuf grillé, moucheté de poivre, nappé de sauce crème sur une assiette blanche.",
    prepMinutes: 5,
    cookMinutes: 10,
    servings: 2,
    difficulty: "Moyen",
    category: "Viande",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pavés de bœuf", quantite: 360, unite: "g" },
      { nom: "poivre en grains", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "fond de veau", quantite: 5, unite: "cl" },
      { nom: "crème liquide", quantite: 10, unite: "cl" },
      toTaste("fleur de sel"),
    ],
    equipment: ["Poêle à fond épais", "Mortier et pilon"],
    steps: [
      {
        description:
          "Concassez grossièrement le poivre au mortier, ou écrasez-le sous le fond d'une casserole. Enrobez-en les pavés sur les deux faces en appuyant pour qu'il adhère.",
      },
      {
        description:
          "Faites chauffer l'huile et la moitié du beurre dans la poêle. Saisissez les pavés 2 à 3 min par face pour une cuisson saignante.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Réservez la viande sur une assiette chaude, couverte d'une feuille d'aluminium, et salez-la à la fleur de sel.",
      },
      {
        description:
          "Baissez le feu, faites fondre l'échalote ciselée dans le reste du beurre, puis déglacez avec le fond de veau en grattant les sucs.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez la crème et laissez réduire jusqu'à ce que la sauce nappe la cuillère. Ajoutez le jus rendu par la viande, nappez les pavés et servez aussitôt.",
        temps: "2 min",
      },
    ],
    tips: [
      "Sortez la viande du réfrigérateur 20 min avant de la cuire : elle cuira plus uniformément.",
      "Tamisez le poivre concassé pour retirer la poudre fine, qui brûle et rend la sauce âcre.",
    ],
    variations: [
      "Flambez les pavés avec 3 cl de cognac avant de verser la crème, comme dans les brasseries.",
      "Remplacez le poivre noir par un mélange de poivre vert et de baies roses, plus doux.",
      "Servez avec des frites maison ou une poêlée de haricots verts.",
    ],
    wine: {
      wine: "Saint-Joseph rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "La syrah du nord du Rhône a elle-même des notes de poivre et de fruits noirs : elle fait écho à la croûte du steak et tient tête à la sauce.",
    },
  },

  // Poisson
  {
    id: "saumon-en-papillote",
    title: "Saumon en papillote, courgette et citron",
    description:
      "Des pavés de saumon cuits à l'étouffée sur un lit de courgette, avec tomates cerises, citron et aneth. Léger, parfumé et sans vaisselle.",
    image: "/images/recettes/saumon-en-papillote.svg",
    imageAlt:
      "Illustration : une papillote de papier ouverte contenant un pavé de saumon rose, des rondelles de citron, des tomates cerises et de l'aneth.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "pavés de saumon", quantite: 4, unite: "pièce" },
      { nom: "courgette", quantite: 1, unite: "pièce" },
      { nom: "tomates cerises", quantite: 12, unite: "pièce" },
      { nom: "citron", quantite: 1, unite: "pièce" },
      { nom: "aneth", quantite: 0.5, unite: "botte" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Papier cuisson", "Plaque de four", "Mandoline ou éplucheur"],
    steps: [
      {
        description:
          "Préchauffez le four à 200 °C. Taillez la courgette en fines rondelles, coupez les tomates cerises en deux et le citron en rondelles fines.",
        temperature: "200 °C",
      },
      {
        description:
          "Découpez 4 grandes feuilles de papier cuisson. Sur chacune, disposez un lit de courgette, puis un pavé de saumon, des tomates, deux rondelles de citron et quelques pluches d'aneth.",
      },
      { description: "Salez, poivrez et arrosez d'un filet d'huile d'olive." },
      {
        description:
          "Fermez les papillotes hermétiquement en repliant les bords plusieurs fois sur eux-mêmes, puis posez-les sur la plaque.",
      },
      {
        description:
          "Enfournez 15 à 18 min selon l'épaisseur des pavés : le saumon doit rester nacré à cœur.",
        temps: "18 min",
        temperature: "200 °C",
      },
      { description: "Servez les papillotes fermées : chacun les ouvre à table et profite du parfum." },
    ],
    tips: [
      "Laissez de l'espace au-dessus du poisson en fermant la papillote : la vapeur doit pouvoir circuler.",
      "Un pavé de 3 cm d'épaisseur est cuit en 15 min ; comptez 2 à 3 min de plus s'il est plus épais.",
    ],
    variations: [
      "Remplacez le saumon par du cabillaud et l'aneth par du basilic.",
      "Ajoutez un peu de gingembre râpé et un trait de sauce soja pour une papillote aux accents asiatiques.",
    ],
    wine: {
      wine: "Sancerre blanc",
      type: "Vin blanc",
      region: "Vallée de la Loire",
      why: "Le sauvignon de Sancerre, vif et aux notes d'agrumes, répond au citron et à l'aneth et équilibre la richesse du saumon.",
    },
  },
  {
    id: "moules-marinieres",
    title: "Moules marinières",
    description:
      "Des moules de bouchot ouvertes à feu vif dans le vin blanc, les échalotes et le persil. Un plat convivial, prêt en moins d'une demi-heure.",
    image: "/images/recettes/moules-marinieres.svg",
    imageAlt:
      "Illustration : une marmite de moules noires ouvertes, à la chair orangée, parsemées de persil, vue de dessus.",
    prepMinutes: 15,
    cookMinutes: 10,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    region: "Nord",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "moules de bouchot", quantite: 3, unite: "kg" },
      { nom: "échalotes", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "vin blanc sec", quantite: 25, unite: "cl" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "persil plat", quantite: 0.5, unite: "botte" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout avec couvercle", "Brosse", "Écumoire"],
    steps: [
      {
        description:
          "Grattez les moules et lavez-les à l'eau froide, sans les laisser tremper, en retirant les filaments. Jetez celles qui sont cassées ou qui restent ouvertes quand on les tapote.",
      },
      {
        description: "Dans le faitout, faites fondre le beurre et faites suer les échalotes et l'ail hachés.",
        temps: "2 min",
        temperature: "feu moyen",
      },
      {
        description: "Versez le vin blanc, ajoutez le thym et le laurier, puis portez à ébullition.",
        temps: "1 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez les moules, couvrez et laissez cuire en secouant le faitout deux ou trois fois, jusqu'à ce qu'elles soient toutes ouvertes.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Parsemez de persil haché, poivrez généreusement et mélangez. Servez aussitôt dans des bols avec le jus de cuisson, sans saler : les moules le sont déjà.",
      },
    ],
    tips: [
      "Comptez 500 g de moules par personne en plat principal.",
      "Laissez reposer le jus quelques secondes avant de le servir : le sable éventuel tombera au fond.",
      "Jetez les moules qui restent fermées après la cuisson.",
    ],
    variations: [
      "Ajoutez 10 cl de crème fraîche en fin de cuisson pour des moules à la crème.",
      "Remplacez le vin blanc par du cidre brut et le persil par de la ciboulette, à la normande.",
      "Servez-les avec des frites pour un vrai « moules-frites ».",
    ],
    wine: {
      wine: "Muscadet Sèvre-et-Maine sur lie",
      type: "Vin blanc",
      region: "Vallée de la Loire",
      why: "Le vin des bords de l'Atlantique, sec et iodé, semble fait pour les coquillages et prolonge la fraîcheur du jus de cuisson.",
    },
  },
  {
    id: "tartare-de-saumon",
    title: "Tartare de saumon à l'avocat",
    description:
      "Du saumon extra-frais taillé au couteau, relevé de citron vert, d'échalote et d'herbes, sur un lit d'avocat. Une entrée fraîche, sans cuisson.",
    image: "/images/recettes/tartare-de-saumon.svg",
    imageAlt:
      "Illustration : un cylindre de tartare de saumon orange posé sur une couche d'avocat vert, décoré de ciboulette et d'une rondelle de citron vert.",
    prepMinutes: 15,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Poisson",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "filet de saumon", quantite: 400, unite: "g" },
      { nom: "avocat", quantite: 1, unite: "pièce" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "citron vert", quantite: 1, unite: "pièce" },
      { nom: "ciboulette", quantite: 10, unite: "brin" },
      { nom: "aneth", quantite: 3, unite: "brin" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Couteau bien aiguisé", "Cercle à pâtisserie", "Râpe à zeste"],
    steps: [
      {
        description:
          "Retirez la peau et les éventuelles arêtes du saumon. Taillez-le en petits dés de 5 mm et gardez-le au réfrigérateur.",
      },
      {
        description:
          "Ciselez finement l'échalote, la ciboulette et l'aneth. Prélevez le zeste du citron vert, puis pressez-le.",
      },
      { description: "Coupez l'avocat en petits dés et arrosez-le d'un peu de jus de citron vert." },
      {
        description:
          "Au dernier moment, mélangez le saumon avec l'échalote, les herbes, le zeste, l'huile d'olive et la moitié du jus de citron restant. Salez et poivrez.",
      },
      {
        description:
          "Dressez à l'aide du cercle : une couche d'avocat, puis le tartare par-dessus. Servez bien frais.",
      },
    ],
    tips: [
      "Pour manger du poisson cru sans risque de parasites, achetez-le surgelé ou congelez-le 7 jours dans votre congélateur avant de le décongeler au réfrigérateur.",
      "N'assaisonnez le saumon qu'au moment de servir : le citron « cuit » la chair et la rend opaque.",
    ],
    variations: [
      "Remplacez le saumon par de la daurade ou du thon rouge.",
      "Ajoutez quelques dés de mangue et une pointe de piment pour une version exotique.",
    ],
    wine: {
      wine: "Picpoul de Pinet",
      type: "Vin blanc",
      region: "Languedoc",
      why: "Un blanc méditerranéen tendu et salin, dont l'acidité se marie au citron vert et souligne la fraîcheur du poisson cru.",
    },
  },

  // Végétarien
  {
    id: "ratatouille",
    title: "Ratatouille niçoise",
    description:
      "Les légumes du soleil cuits séparément puis mijotés ensemble avec ail, thym et huile d'olive. Chaude, tiède ou froide, elle est encore meilleure le lendemain.",
    image: "/images/recettes/ratatouille.svg",
    imageAlt:
      "Illustration : une poêlée de ratatouille vue de dessus, avec des dés d'aubergine violette, de courgette verte, de poivron rouge et jaune, et des feuilles de basilic.",
    prepMinutes: 30,
    cookMinutes: 70,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    region: "Provence",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "aubergines", quantite: 2, unite: "pièce" },
      { nom: "courgettes", quantite: 3, unite: "pièce" },
      { nom: "poivrons", quantite: 2, unite: "pièce" },
      { nom: "tomates bien mûres", quantite: 5, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "huile d'olive", quantite: 8, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "basilic", quantite: 10, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande poêle", "Cocotte", "Casserole d'eau bouillante", "Écumoire"],
    steps: [
      {
        description:
          "Coupez les aubergines, les courgettes et les poivrons en dés de 2 cm, émincez les oignons. Incisez les tomates en croix, plongez-les 30 s dans l'eau bouillante, pelez-les et concassez-les.",
      },
      {
        description:
          "Faites dorer les aubergines dans la poêle avec 3 c. à soupe d'huile d'olive, salez, puis réservez-les.",
        temps: "10 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Procédez de même avec les courgettes puis avec les poivrons, en ajoutant chaque fois 1 c. à soupe d'huile.",
        temps: "16 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Dans la cocotte, faites fondre les oignons dans le reste de l'huile, puis ajoutez l'ail, les tomates, le thym et le laurier. Laissez compoter.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez tous les légumes réservés, salez, poivrez, couvrez et laissez mijoter en remuant de temps en temps, sans écraser les légumes.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description: "Hors du feu, retirez le thym et le laurier et ajoutez le basilic ciselé.",
      },
    ],
    tips: [
      "Cuire chaque légume séparément est le secret : chacun garde sa texture et son goût.",
      "Si la ratatouille rend trop de jus, finissez la cuisson à découvert pour le faire réduire.",
      "Un trait d'huile d'olive crue au moment de servir réveille les parfums.",
    ],
    variations: [
      "Servez-la froide avec un œuf mollet ou un œuf poché posé dessus.",
      "Disposez les légumes en fines rondelles alternées sur une compotée d'oignons et de tomates, puis faites cuire 1 h au four : c'est le tian.",
    ],
    wine: {
      wine: "Bandol rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Le mourvèdre donne à ce rosé de la structure et des notes d'épices douces, assez pour accompagner l'ail et les légumes confits.",
    },
  },
  {
    id: "curry-de-lentilles-corail",
    title: "Curry de lentilles corail au lait de coco",
    description:
      "Un dahl onctueux et parfumé, prêt en quarante minutes : des lentilles corail fondantes dans une sauce tomate au lait de coco, servies avec du riz basmati. Entièrement végétal.",
    image: "/images/recettes/curry-de-lentilles-corail.svg",
    imageAlt:
      "Illustration : un bol de curry de lentilles orangé vu de dessus, garni de coriandre, à côté d'une portion de riz blanc et d'un quartier de citron vert.",
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    cuisine: "indienne",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "lentilles corail", quantite: 250, unite: "g" },
      { nom: "lait de coco", quantite: 40, unite: "cl" },
      { nom: "tomates concassées", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "gingembre frais", quantite: 15, unite: "g" },
      { nom: "curry en poudre", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "cumin", quantite: 1, unite: "c. à café" },
      { nom: "huile de coco", quantite: 2, unite: "c. à soupe" },
      { nom: "eau", quantite: 50, unite: "cl" },
      { nom: "riz basmati", quantite: 250, unite: "g" },
      { nom: "citron vert", quantite: 1, unite: "pièce" },
      { nom: "coriandre", quantite: 0.5, unite: "botte" },
      toTaste("sel"),
    ],
    equipment: ["Sauteuse ou cocotte", "Casserole avec couvercle", "Râpe"],
    steps: [
      {
        description:
          "Rincez les lentilles à l'eau froide jusqu'à ce que l'eau soit claire. Émincez l'oignon, hachez l'ail et râpez le gingembre.",
      },
      {
        description:
          "Faites chauffer l'huile de coco dans la sauteuse et faites fondre l'oignon. Ajoutez l'ail, le gingembre et les épices, et remuez 1 min pour libérer leurs arômes.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les lentilles, les tomates, le lait de coco et l'eau. Portez à ébullition, puis laissez mijoter en remuant régulièrement jusqu'à ce que les lentilles se défassent.",
        temps: "20 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, rincez le riz et faites-le cuire à couvert dans une fois et demie son volume d'eau salée, puis laissez-le reposer 5 min hors du feu.",
        temps: "12 min",
        temperature: "feu doux",
      },
      {
        description:
          "Salez le curry, ajoutez le jus du citron vert et parsemez de coriandre ciselée. Servez avec le riz.",
      },
    ],
    tips: [
      "Les lentilles corail n'ont pas besoin de trempage et cuisent vite : surveillez le fond de la sauteuse, elles attachent facilement.",
      "Le curry épaissit en refroidissant : détendez-le avec un peu d'eau en le réchauffant.",
    ],
    variations: [
      "Ajoutez deux poignées de pousses d'épinards en fin de cuisson.",
      "Servez-le avec des pains naan plutôt qu'avec du riz, ou avec du quinoa.",
      "Pimentez-le avec un piment vert émincé revenu avec l'oignon.",
    ],
    wine: {
      wine: "Gewurztraminer",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ses arômes de litchi et d'épices douces s'accordent au curry et au gingembre, et sa rondeur apaise la chaleur des épices.",
    },
  },
  {
    id: "risotto-aux-champignons",
    title: "Risotto aux champignons",
    description:
      "Un risotto crémeux aux champignons de Paris et aux cèpes, lié au beurre et au parmesan. Il demande un peu d'attention, et la récompense est immédiate.",
    image: "/images/recettes/risotto-aux-champignons.svg",
    imageAlt:
      "Illustration : une assiette creuse de risotto crémeux vue de dessus, avec des lamelles de champignons, du persil et des copeaux de parmesan.",
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 4,
    difficulty: "Moyen",
    category: "Végétarien",
    cuisine: "italienne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "riz arborio", quantite: 320, unite: "g" },
      { nom: "champignons de Paris", quantite: 300, unite: "g" },
      { nom: "cèpes", quantite: 100, unite: "g" },
      { nom: "échalotes", quantite: 2, unite: "pièce" },
      { nom: "bouillon de légumes", quantite: 1.2, unite: "l" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "beurre", quantite: 50, unite: "g" },
      { nom: "parmesan", quantite: 80, unite: "g" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "persil plat", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse à bords hauts", "Casserole", "Louche", "Spatule en bois"],
    steps: [
      {
        description:
          "Portez le bouillon à frémissement et maintenez-le chaud. Nettoyez les champignons sans les faire tremper, émincez-les et ciselez les échalotes.",
      },
      {
        description:
          "Faites sauter les champignons dans l'huile d'olive jusqu'à ce qu'ils soient dorés, salez et réservez.",
        temps: "5 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dans la même sauteuse, faites suer les échalotes dans 20 g de beurre, ajoutez le riz et remuez jusqu'à ce que les grains deviennent translucides sur le bord.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      { description: "Versez le vin blanc et laissez-le s'évaporer en remuant." },
      {
        description:
          "Ajoutez le bouillon louche par louche, en remuant souvent, et attendez que chaque louche soit presque absorbée avant d'ajouter la suivante.",
        temps: "18 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Trois minutes avant la fin, incorporez les champignons. Le riz doit être tendre avec un léger cœur ferme.",
      },
      {
        description:
          "Hors du feu, ajoutez le reste du beurre bien froid et le parmesan râpé, mélangez vivement, couvrez 2 min, puis servez parsemé de persil.",
      },
    ],
    tips: [
      "Le bouillon doit rester chaud : versé froid, il arrête la cuisson et le riz devient pâteux.",
      "Le risotto est prêt quand il ondule dans l'assiette comme une vague, ni sec ni soupe.",
      "Avec des cèpes séchés, réhydratez-en 20 g dans de l'eau tiède et ajoutez leur eau filtrée au bouillon.",
    ],
    variations: [
      "Remplacez les cèpes par des girolles en saison, ou par un mélange de champignons des bois.",
      "Ajoutez quelques gouttes d'huile de truffe au moment de servir.",
    ],
    wine: {
      wine: "Pessac-Léognan blanc",
      type: "Vin blanc",
      region: "Bordeaux",
      why: "Un blanc ample, élevé en barrique, dont les notes grillées épousent le crémeux du risotto et le parfum boisé des cèpes.",
    },
  },
  {
    id: "gratin-dauphinois",
    title: "Gratin dauphinois",
    description:
      "Des pommes de terre fondantes cuites doucement dans le lait et la crème, parfumées à l'ail et à la muscade. Fidèle à la tradition dauphinoise, il ne contient pas de fromage.",
    image: "/images/recettes/gratin-dauphinois.svg",
    imageAlt:
      "Illustration : un plat à gratin ovale vu de dessus, rempli de rondelles de pommes de terre dorées et crémeuses.",
    prepMinutes: 20,
    cookMinutes: 75,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    region: "Dauphiné",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pommes de terre", quantite: 1.5, unite: "kg" },
      { nom: "lait entier", quantite: 50, unite: "cl" },
      { nom: "crème liquide", quantite: 25, unite: "cl" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à gratin de 30 × 20 cm", "Mandoline ou couteau", "Grande casserole"],
    steps: [
      {
        description:
          "Préchauffez le four à 160 °C. Épluchez les pommes de terre et taillez-les en rondelles de 3 mm ; ne les lavez pas, leur amidon liera la crème.",
        temperature: "160 °C",
      },
      {
        description:
          "Frottez le plat avec une gousse d'ail coupée en deux, puis beurrez-le généreusement avec la moitié du beurre.",
      },
      {
        description:
          "Portez le lait, la crème, l'ail restant écrasé, la muscade, le sel et le poivre à frémissement. Ajoutez les pommes de terre et laissez cuire en remuant délicatement.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le tout dans le plat, égalisez la surface et parsemez du reste du beurre en petits morceaux.",
      },
      {
        description:
          "Enfournez jusqu'à ce que le dessus soit doré et que la pointe d'un couteau s'enfonce sans résistance.",
        temps: "1 h 05",
        temperature: "160 °C",
      },
      { description: "Laissez reposer 10 min hors du four avant de servir : le gratin se tiendra mieux." },
    ],
    tips: [
      "Choisissez des pommes de terre à chair farineuse, comme la bintje : elles absorbent mieux la crème.",
      "Une cuisson lente à four doux évite que la crème ne tourne et donne un gratin fondant.",
    ],
    variations: [
      "Pour un gratin savoyard, alternez les pommes de terre avec du beaufort râpé et remplacez la crème par du bouillon.",
      "Remplacez un tiers des pommes de terre par du céleri-rave pour une note plus légère.",
    ],
    wine: {
      wine: "Mâcon-Villages",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Un chardonnay rond et fruité, assez frais pour équilibrer la crème, qui convient aussi à la viande blanche si le gratin l'accompagne.",
    },
  },

  // Plats
  {
    id: "quiche-lorraine",
    title: "Quiche lorraine",
    description:
      "La vraie quiche de Lorraine, sur une pâte brisée maison : des lardons fumés et un appareil aux œufs et à la crème, sans fromage. Prévoyez 30 min de repos pour la pâte.",
    image: "/images/recettes/quiche-lorraine.svg",
    imageAlt:
      "Illustration : une quiche dorée dans un moule à tarte cannelé vue de dessus, avec des lardons affleurant à la surface et une part découpée.",
    prepMinutes: 25,
    cookMinutes: 45,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    region: "Lorraine",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "beurre", quantite: 100, unite: "g" },
      { nom: "eau", quantite: 5, unite: "cl" },
      { nom: "lardons fumés", quantite: 200, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "crème fraîche épaisse", quantite: 20, unite: "cl" },
      { nom: "lait entier", quantite: 15, unite: "cl" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      toTaste("poivre"),
    ],
    equipment: [
      "Moule à tarte de 26 cm",
      "Rouleau à pâtisserie",
      "Papier cuisson et légumes secs",
      "Poêle",
      "Fouet",
    ],
    steps: [
      {
        description:
          "Préparez la pâte : sablez du bout des doigts la farine, la pincée de sel et le beurre froid en dés. Ajoutez l'eau froide et rassemblez en boule sans pétrir. Aplatissez-la, filmez-la et laissez-la reposer au réfrigérateur.",
        temps: "30 min",
      },
      {
        description:
          "Préchauffez le four à 180 °C. Étalez la pâte sur 3 mm, foncez le moule beurré, piquez le fond à la fourchette et remettez-le 10 min au froid.",
        temperature: "180 °C",
      },
      {
        description: "Couvrez la pâte de papier cuisson et de légumes secs, puis faites-la cuire à blanc.",
        temps: "15 min",
        temperature: "180 °C",
      },
      {
        description:
          "Pendant ce temps, faites revenir les lardons à sec dans la poêle, puis égouttez-les sur du papier absorbant.",
        temps: "5 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Battez les œufs avec la crème, le lait, la muscade et le poivre. Ne salez pas : les lardons le sont suffisamment.",
      },
      {
        description:
          "Retirez le papier et les légumes secs, répartissez les lardons sur le fond, versez l'appareil et enfournez jusqu'à ce qu'il soit pris et bien doré.",
        temps: "30 min",
        temperature: "180 °C",
      },
      { description: "Laissez tiédir 10 min avant de démouler et de servir avec une salade verte." },
    ],
    tips: [
      "La cuisson à blanc évite un fond de tarte détrempé par l'appareil.",
      "Gardez la pâte bien froide : le beurre ne doit pas fondre avant d'arriver au four.",
      "La quiche est prête quand le centre ne tremble presque plus si on secoue doucement le moule.",
    ],
    variations: [
      "Ajoutez 100 g de comté râpé sur les lardons, même si les puristes lorrains s'en passent.",
      "Remplacez les lardons par des poireaux fondus au beurre pour une flamiche végétarienne.",
    ],
    wine: {
      wine: "Côtes de Toul, vin gris",
      type: "Vin rosé",
      region: "Lorraine",
      why: "Un rosé très pâle et vif de la même région, dont la fraîcheur équilibre la crème et le fumé des lardons.",
    },
  },
  {
    id: "hachis-parmentier",
    title: "Hachis parmentier",
    description:
      "Une purée maison au beurre sur une viande hachée mijotée aux oignons, gratinée au four. Le plat réconfortant par excellence.",
    image: "/images/recettes/hachis-parmentier.svg",
    imageAlt:
      "Illustration : un plat à gratin de hachis parmentier vu de dessus, une couche de purée dorée striée à la fourchette, avec une part servie laissant voir la viande.",
    prepMinutes: 30,
    cookMinutes: 50,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "pommes de terre", quantite: 1.2, unite: "kg" },
      { nom: "bœuf haché", quantite: 600, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "persil plat", quantite: 2, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "beurre", quantite: 60, unite: "g" },
      { nom: "lait entier", quantite: 20, unite: "cl" },
      { nom: "gruyère râpé", quantite: 60, unite: "g" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout", "Sauteuse", "Presse-purée", "Plat à gratin de 30 × 20 cm"],
    steps: [
      {
        description:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire dans l'eau salée, départ à froid, jusqu'à ce qu'elles soient tendres.",
        temps: "25 min",
        temperature: "frémissement",
      },
      {
        description:
          "Pendant ce temps, faites fondre les oignons émincés dans l'huile, ajoutez l'ail haché puis la viande. Émiettez-la et faites-la dorer, puis ajoutez le concentré de tomate, le thym effeuillé et le persil. Salez et poivrez.",
        temps: "15 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Préchauffez le four à 200 °C. Égouttez les pommes de terre, passez-les au presse-purée, puis incorporez 40 g de beurre, le lait chaud, la muscade et le sel.",
        temperature: "200 °C",
      },
      {
        description:
          "Étalez la viande dans le plat beurré, recouvrez de purée, lissez puis striez la surface à la fourchette.",
      },
      {
        description:
          "Parsemez de gruyère et du reste du beurre en noisettes, puis enfournez. Terminez 3 min sous le gril pour bien gratiner.",
        temps: "25 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "N'utilisez jamais de mixeur pour la purée : elle deviendrait élastique.",
      "C'est à l'origine un plat de restes : le bœuf d'un pot-au-feu effiloché remplace très bien la viande hachée.",
    ],
    variations: [
      "Remplacez la moitié des pommes de terre par de la patate douce pour une purée plus douce.",
      "Version végétarienne : remplacez la viande par 400 g de lentilles vertes cuites et des champignons.",
      "Utilisez du confit de canard effiloché pour un parmentier du Sud-Ouest.",
    ],
    wine: {
      wine: "Côtes-du-Rhône rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge généreux et fruité, aux tanins souples, qui accompagne simplement un plat familial.",
    },
  },
  {
    id: "tomates-farcies",
    title: "Tomates farcies",
    description:
      "De belles tomates garnies de chair à saucisse aux herbes, cuites au four sur un lit de riz qui s'imprègne de leur jus. Un plat familial de fin d'été.",
    image: "/images/recettes/tomates-farcies.svg",
    imageAlt:
      "Illustration : un plat de tomates farcies rouges vues de dessus, coiffées de leur chapeau, posées sur un lit de riz.",
    prepMinutes: 25,
    cookMinutes: 50,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "tomates", quantite: 8, unite: "pièce" },
      { nom: "chair à saucisse", quantite: 400, unite: "g" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "persil plat", quantite: 0.5, unite: "botte" },
      { nom: "pain de mie", quantite: 2, unite: "tranche" },
      { nom: "lait", quantite: 5, unite: "cl" },
      { nom: "œuf", quantite: 1, unite: "pièce" },
      { nom: "riz rond", quantite: 120, unite: "g" },
      { nom: "eau", quantite: 15, unite: "cl" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 1, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à four de 28 × 20 cm", "Cuillère parisienne ou petite cuillère", "Saladier"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C. Coupez un chapeau sur chaque tomate et évidez-les avec une cuillère en réservant la pulpe. Salez l'intérieur et retournez-les sur une grille pour qu'elles rendent leur eau.",
        temperature: "180 °C",
      },
      {
        description:
          "Faites tremper la mie de pain dans le lait, puis essorez-la. Hachez l'oignon, l'ail et le persil.",
      },
      {
        description:
          "Mélangez la chair à saucisse avec la mie, l'œuf, l'oignon, l'ail, le persil et le thym effeuillé. Poivrez, salez légèrement.",
      },
      { description: "Garnissez généreusement les tomates en formant un dôme, puis replacez les chapeaux." },
      {
        description:
          "Huilez le plat, répartissez le riz cru au fond avec la pulpe hachée et l'eau, puis salez. Posez les tomates dessus et arrosez-les d'un filet d'huile.",
      },
      {
        description:
          "Enfournez en arrosant à mi-cuisson avec le jus. Si le riz sèche, ajoutez un peu d'eau chaude.",
        temps: "50 min",
        temperature: "180 °C",
      },
    ],
    tips: [
      "Choisissez des tomates bien rondes et fermes, de taille égale, pour une cuisson homogène.",
      "Le riz cuit dans le jus des tomates est souvent la partie préférée : n'hésitez pas à en mettre davantage.",
    ],
    variations: [
      "Farcissez aussi des courgettes rondes et des poivrons pour des petits farcis niçois.",
      "Version végétarienne : une farce de riz, de feta, de pignons et de menthe.",
    ],
    wine: {
      wine: "Luberon rouge",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Un rouge provençal léger et épicé, à servir un peu frais, qui s'accorde aux herbes de la farce et à l'acidité de la tomate.",
    },
  },

  // Desserts
  {
    id: "tarte-tatin",
    title: "Tarte Tatin",
    description:
      "La tarte renversée des sœurs Tatin : des pommes fondantes enrobées de caramel au beurre, sur une pâte brisée sucrée et croustillante. Prévoyez 30 min de repos pour la pâte.",
    image: "/images/recettes/tarte-tatin.svg",
    imageAlt:
      "Illustration : une tarte Tatin renversée vue de dessus, des quartiers de pommes caramélisés disposés en rosace sur une assiette.",
    prepMinutes: 35,
    cookMinutes: 55,
    servings: 8,
    difficulty: "Difficile",
    category: "Desserts",
    region: "Val de Loire",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "pommes", quantite: 8, unite: "pièce" },
      { nom: "sucre", quantite: 180, unite: "g" },
      { nom: "beurre", quantite: 180, unite: "g" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "jaune d'œuf", quantite: 1, unite: "pièce" },
      { nom: "eau", quantite: 3, unite: "cl" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: [
      "Moule à tatin ou moule à manqué de 26 cm allant sur le feu",
      "Rouleau à pâtisserie",
      "Plat de service plus large que le moule",
    ],
    steps: [
      {
        description:
          "Préparez la pâte : sablez la farine, 30 g de sucre, le sel et 100 g de beurre froid en dés. Ajoutez le jaune d'œuf et l'eau, rassemblez en boule, filmez et réservez au froid.",
        temps: "30 min",
      },
      { description: "Épluchez les pommes, coupez-les en quartiers et retirez le cœur et les pépins." },
      {
        description:
          "Dans le moule, faites fondre les 150 g de sucre restants à sec, sans remuer, jusqu'à obtenir un caramel blond. Hors du feu, ajoutez les 80 g de beurre restants en morceaux et mélangez.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Rangez les quartiers de pomme debout et bien serrés en rosace : ils réduisent à la cuisson. Laissez-les commencer à caraméliser sur le feu.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Préchauffez le four à 190 °C. Étalez la pâte sur 3 mm, posez-la sur les pommes, rentrez les bords à l'intérieur du moule et piquez-la.",
        temperature: "190 °C",
      },
      {
        description: "Enfournez jusqu'à ce que la pâte soit bien dorée.",
        temps: "35 min",
        temperature: "190 °C",
      },
      {
        description:
          "Laissez tiédir 10 min, puis posez le plat sur le moule et retournez le tout d'un geste franc, en vous protégeant du caramel brûlant. Replacez les quartiers qui auraient accroché.",
      },
    ],
    tips: [
      "Choisissez des pommes qui se tiennent à la cuisson, comme la reinette, la boskoop ou la golden.",
      "Un caramel trop foncé devient amer : retirez-le du feu dès qu'il est blond ambré.",
      "Si la tarte refroidit trop et colle au moule, posez-le 1 min sur le feu pour liquéfier le caramel avant de la retourner.",
    ],
    variations: [
      "Remplacez les pommes par des poires, des coings ou des abricots coupés en deux.",
      "Utilisez une pâte feuilletée pour une tatin plus légère et croustillante.",
      "Servez-la tiède avec une cuillerée de crème fraîche épaisse.",
    ],
    wine: {
      wine: "Coteaux-du-Layon",
      type: "Vin doux",
      region: "Vallée de la Loire",
      why: "Ce chenin moelleux aux notes de pomme cuite et de miel reprend le caramel, et son acidité évite toute lourdeur.",
    },
  },
  {
    id: "mousse-au-chocolat",
    title: "Mousse au chocolat",
    description:
      "Une mousse aérienne et intense, faite simplement de chocolat noir, d'œufs et d'un peu de sucre. Prévoyez 3 h au réfrigérateur avant de servir.",
    image: "/images/recettes/mousse-au-chocolat.svg",
    imageAlt:
      "Illustration : deux verrines de mousse au chocolat brun foncé vues de trois quarts, décorées de copeaux de chocolat.",
    prepMinutes: 20,
    cookMinutes: 5,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "chocolat noir", quantite: 200, unite: "g" },
      { nom: "œufs", quantite: 6, unite: "pièce" },
      { nom: "sucre", quantite: 30, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Casserole et bol pour le bain-marie", "Batteur électrique", "Maryse", "6 verrines"],
    steps: [
      {
        description:
          "Faites fondre le chocolat en morceaux au bain-marie, sans que l'eau ne bouille, puis laissez-le tiédir hors du feu.",
        temps: "5 min",
        temperature: "feu doux",
      },
      { description: "Séparez les blancs des jaunes. Incorporez les jaunes un à un au chocolat tiède." },
      {
        description:
          "Montez les blancs avec la pincée de sel. Quand ils moussent, ajoutez le sucre en pluie et continuez jusqu'à ce qu'ils soient fermes et brillants.",
      },
      {
        description:
          "Mélangez vivement un tiers des blancs au chocolat pour l'assouplir, puis incorporez le reste délicatement à la maryse, en soulevant la masse.",
      },
      {
        description: "Répartissez dans les verrines, couvrez et réfrigérez au moins 3 h.",
        temps: "3 h",
      },
    ],
    tips: [
      "Choisissez un chocolat à 60 à 70 % de cacao : le goût de la mousse dépend entièrement de lui.",
      "Les œufs restent crus : prenez-les extra-frais. Cette mousse est déconseillée aux femmes enceintes et aux jeunes enfants.",
      "Si le chocolat est trop chaud, il cuit les jaunes ; trop froid, il fige au contact des blancs.",
    ],
    variations: [
      "Ajoutez le zeste d'une orange ou une pincée de fleur de sel au chocolat fondu.",
      "Parfumez-la avec une cuillerée de café très serré, ou remplacez le sucre par du sucre muscovado.",
    ],
    wine: {
      wine: "Banyuls",
      type: "Vin doux",
      region: "Roussillon",
      why: "Ce vin doux naturel de grenache, aux arômes de fruits confits et de cacao, est l'un des rares vins à tenir face au chocolat.",
    },
  },
  {
    id: "creme-brulee",
    title: "Crème brûlée à la vanille",
    description:
      "Une crème onctueuse à la vanille sous une fine croûte de sucre caramélisé qui craque sous la cuillère. Prévoyez 3 h au réfrigérateur.",
    image: "/images/recettes/creme-brulee.svg",
    imageAlt:
      "Illustration : un ramequin de crème brûlée vu de dessus, à la surface caramélisée ambrée, à côté d'une gousse de vanille.",
    prepMinutes: 15,
    cookMinutes: 55,
    servings: 6,
    difficulty: "Moyen",
    category: "Desserts",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "crème liquide entière", quantite: 40, unite: "cl" },
      { nom: "lait entier", quantite: 20, unite: "cl" },
      { nom: "jaunes d'œufs", quantite: 6, unite: "pièce" },
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "gousse de vanille", quantite: 1, unite: "gousse" },
      { nom: "cassonade", quantite: 6, unite: "c. à soupe" },
    ],
    equipment: [
      "6 ramequins peu profonds",
      "Plat à four pour le bain-marie",
      "Casserole",
      "Fouet",
      "Chalumeau de cuisine",
    ],
    steps: [
      {
        description:
          "Préchauffez le four à 100 °C. Fendez la gousse de vanille, grattez les graines et faites chauffer la crème et le lait avec la gousse et les graines jusqu'à frémissement. Laissez infuser 10 min hors du feu.",
        temps: "5 min",
        temperature: "feu moyen, four à 100 °C",
      },
      {
        description:
          "Fouettez les jaunes avec le sucre sans les faire mousser. Retirez la gousse et versez la crème chaude en filet, en mélangeant doucement. Retirez l'écume.",
      },
      {
        description:
          "Répartissez la crème dans les ramequins posés dans le plat, et versez de l'eau chaude dans le plat jusqu'à mi-hauteur des ramequins.",
      },
      {
        description:
          "Enfournez jusqu'à ce que la crème soit prise mais encore légèrement tremblotante au centre.",
        temps: "50 min",
        temperature: "100 °C",
      },
      {
        description: "Laissez refroidir, puis réfrigérez au moins 3 h.",
        temps: "3 h",
      },
      {
        description:
          "Au moment de servir, saupoudrez chaque crème d'une cuillerée de cassonade et caramélisez-la au chalumeau jusqu'à ce qu'elle soit ambrée.",
        temps: "1 min",
      },
    ],
    tips: [
      "Une cuisson à basse température donne une crème lisse, sans bulles ni grain.",
      "Séchez bien la surface avec du papier absorbant avant d'ajouter la cassonade : elle caramélisera mieux.",
      "Rincez et séchez la gousse de vanille usagée, puis glissez-la dans un bocal de sucre pour le parfumer.",
    ],
    variations: [
      "Remplacez la vanille par une cuillerée de thé matcha ou par le zeste d'une orange.",
      "Sans chalumeau, passez les crèmes 1 à 2 min sous le gril très chaud, en les surveillant.",
    ],
    wine: {
      wine: "Jurançon moelleux",
      type: "Vin doux",
      region: "Sud-Ouest",
      why: "Ses notes de fruits exotiques et sa vivacité rafraîchissent une crème riche, tandis que sa douceur répond au caramel.",
    },
  },
  {
    id: "clafoutis-aux-cerises",
    title: "Clafoutis aux cerises",
    description:
      "Le dessert limousin des beaux jours : des cerises noires entières prises dans un flan moelleux à la vanille, à servir tiède.",
    image: "/images/recettes/clafoutis-aux-cerises.svg",
    imageAlt:
      "Illustration : un plat en terre de clafoutis doré vu de dessus, parsemé de cerises rouge sombre et saupoudré de sucre.",
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 6,
    difficulty: "Facile",
    category: "Desserts",
    region: "Limousin",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "cerises", quantite: 600, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "sucre", quantite: 100, unite: "g" },
      { nom: "sucre vanillé", quantite: 1, unite: "pièce" },
      { nom: "farine", quantite: 80, unite: "g" },
      { nom: "lait entier", quantite: 40, unite: "cl" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "sel", quantite: 1, unite: "pincée" },
    ],
    equipment: ["Plat à gratin de 26 cm", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Préchauffez le four à 180 °C. Lavez et équeutez les cerises en laissant les noyaux : ils parfument le flan d'une note d'amande et retiennent le jus.",
        temperature: "180 °C",
      },
      {
        description:
          "Beurrez le plat, saupoudrez-le d'une cuillerée de sucre et répartissez les cerises en une seule couche.",
      },
      {
        description:
          "Fouettez les œufs avec le sucre, le sucre vanillé et le sel. Ajoutez la farine, puis le lait petit à petit pour éviter les grumeaux.",
      },
      {
        description:
          "Versez la pâte sur les cerises et enfournez jusqu'à ce que le clafoutis soit gonflé et doré, et qu'une lame en ressorte propre.",
        temps: "40 min",
        temperature: "180 °C",
      },
      { description: "Laissez tiédir et saupoudrez d'un peu de sucre avant de servir." },
    ],
    tips: [
      "Prévenez vos convives que les cerises ont gardé leurs noyaux.",
      "Le clafoutis retombe en refroidissant : c'est normal, sa texture reste moelleuse.",
    ],
    variations: [
      "Remplacez 30 g de farine par de la poudre d'amande pour un flan plus fondant.",
      "Avec d'autres fruits, poires, prunes ou abricots, on parle de flognarde.",
    ],
    wine: {
      wine: "Cerdon du Bugey",
      type: "Vin effervescent",
      region: "Bugey",
      why: "Ce rosé pétillant et légèrement sucré, aux arômes de cerise et de framboise, prolonge le fruit du clafoutis avec légèreté.",
    },
  },
];

/** The whole catalogue but the breakfasts, one file per family of dishes. */
export const catalogueRecipes: readonly CatalogueRecipe[] = [
  ...classicRecipes,
  ...regionalRecipes,
  ...everydayRecipes,
  ...familyClassicRecipes,
  ...vegetableRecipes,
  ...dessertRecipes,
  ...sweetClassicRecipes,
];
