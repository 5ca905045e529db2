import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { toTaste } from "./to-taste";

/** Regional classics: at least one dish from each French region and the overseas departments. */
export const regionalRecipes: readonly CatalogueRecipe[] = [
  {
    id: "choucroute-garnie",
    title: "Choucroute garnie",
    description:
      "Le grand plat des winstubs alsaciennes : une choucroute crue braisée au riesling avec des baies de genièvre, puis couronnée de saucisses, de lard fumé et d'échine de porc.",
    image: "/images/recettes/choucroute-garnie.svg",
    imageAlt:
      "Illustration : un grand plat ovale de choucroute blonde garnie de saucisses rosées, de tranches de lard et de pommes de terre.",
    prepMinutes: 30,
    cookMinutes: 150,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    region: "Alsace",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "choucroute crue", quantite: 1.5, unite: "kg" },
      { nom: "échine de porc", quantite: 500, unite: "g" },
      { nom: "poitrine fumée", quantite: 300, unite: "g" },
      { nom: "saucisse de Morteau", quantite: 350, unite: "g" },
      { nom: "saucisses de Strasbourg", quantite: 6, unite: "pièce" },
      { nom: "pommes de terre à chair ferme", quantite: 6, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "saindoux", quantite: 2, unite: "c. à soupe" },
      { nom: "vin blanc sec", quantite: 30, unite: "cl" },
      { nom: "baies de genièvre", quantite: 10, unite: "pièce" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande cocotte en fonte avec couvercle", "Passoire", "Casserole"],
    steps: [
      {
        description:
          "Goûtez la choucroute : si elle est très acide, rincez-la sous l'eau froide. Essorez-la bien entre vos mains et démêlez-la du bout des doigts.",
      },
      {
        description:
          "Faites fondre le saindoux dans la cocotte et faites blondir les oignons émincés sans les brûler.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Étalez la moitié de la choucroute, posez l'échine et la poitrine fumée coupées en gros morceaux, ajoutez l'ail écrasé, le genièvre, les clous de girofle et le laurier, puis couvrez avec le reste de la choucroute. Poivrez.",
      },
      {
        description:
          "Versez le vin blanc et un verre d'eau, couvrez et laissez braiser doucement en remuant de temps en temps ; ajoutez un peu d'eau si le fond attache.",
        temps: "1 h 30",
        temperature: "feu doux",
      },
      {
        description:
          "Piquez la saucisse de Morteau à la fourchette, enfoncez-la au cœur de la choucroute et poursuivez la cuisson à couvert.",
        temps: "40 min",
        temperature: "feu doux",
      },
      {
        description: "Pendant ce temps, épluchez les pommes de terre et faites-les cuire à l'eau salée.",
        temps: "25 min",
      },
      {
        description:
          "Posez les saucisses de Strasbourg sur la choucroute pour les réchauffer sans les faire éclater. Dressez la choucroute en dôme sur un grand plat, entouré des viandes tranchées et des pommes de terre.",
        temps: "10 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "Une choucroute douce n'a pas besoin d'être rincée : un simple essorage lui garde tout son caractère.",
      "Elle se réchauffe très bien et gagne même à attendre le lendemain, mouillée d'un trait de vin blanc.",
      "Les saucisses de Strasbourg ne doivent jamais bouillir : elles éclateraient et perdraient leur jus.",
    ],
    variations: [
      "Remplacez une partie de l'échine par un jarret de porc demi-sel, mis à cuire avec le chou dès le début.",
      "Mouillez au crémant d'Alsace plutôt qu'au riesling pour une choucroute de fête.",
    ],
    wine: {
      wine: "Riesling",
      type: "Vin blanc",
      region: "Alsace",
      why: "Le vin qui a braisé le chou en prolonge l'acidité et tranche le gras des charcuteries, avec une finale minérale qui tient tête au fumé.",
    },
  },
  {
    id: "galettes-completes-au-sarrasin",
    title: "Galettes complètes au sarrasin",
    description:
      "La galette bretonne à la farine de blé noir, croustillante sur les bords, garnie d'un œuf, de jambon et d'emmental fondu, puis repliée en carré autour du jaune.",
    image: "/images/recettes/galettes-completes-au-sarrasin.svg",
    imageAlt:
      "Illustration : une galette brune repliée en carré sur une assiette, avec un jaune d'œuf au centre, du jambon rose et du fromage fondu.",
    prepMinutes: 10,
    cookMinutes: 16,
    servings: 2,
    difficulty: "Moyen",
    category: "Plats",
    region: "Bretagne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "farine de sarrasin", quantite: 125, unite: "g" },
      { nom: "eau", quantite: 30, unite: "cl" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "beurre demi-sel", quantite: 30, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "jambon blanc", quantite: 4, unite: "tranche" },
      { nom: "emmental râpé", quantite: 80, unite: "g" },
      toTaste("poivre"),
    ],
    equipment: ["Crêpière ou grande poêle à fond plat", "Saladier", "Fouet", "Spatule large"],
    steps: [
      {
        description:
          "Mélangez la farine de sarrasin et le sel dans le saladier, puis versez l'eau petit à petit en fouettant énergiquement, jusqu'à obtenir une pâte lisse et nappante.",
      },
      {
        description:
          "Chauffez la crêpière et graissez-la d'un peu de beurre demi-sel. Versez une louche de pâte et étalez-la aussitôt en un grand disque fin.",
        temperature: "feu vif",
      },
      {
        description:
          "Quand les bords brunissent et se détachent, retournez la galette et beurrez-la. Cassez un œuf au centre, étalez le blanc du bout de la spatule, parsemez d'emmental et posez une tranche de jambon autour du jaune.",
        temps: "1 min",
      },
      {
        description:
          "Laissez cuire jusqu'à ce que le blanc soit pris et le fromage fondu, puis rabattez les bords de quatre côtés vers le centre pour former un carré qui laisse voir le jaune. Poivrez.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Servez aussitôt et faites cuire les autres galettes de la même façon, en graissant la crêpière entre deux.",
        temps: "12 min",
        temperature: "feu moyen",
      },
    ],
    tips: [
      "Une pâte reposée quelques heures, voire une nuit au frais, donne des galettes plus souples et plus parfumées.",
      "La première galette sert souvent à régler le feu : ne vous découragez pas si elle se déchire.",
      "Étalez le beurre avec un papier absorbant roulé en boule : la couche reste fine et régulière.",
    ],
    variations: [
      "Ajoutez des champignons de Paris poêlés au beurre pour une galette forestière.",
      "Pour une version végétarienne, remplacez le jambon par des épinards tombés relevés d'une pincée de muscade.",
    ],
    wine: {
      wine: "Muscadet Sèvre-et-Maine sur lie",
      type: "Vin blanc",
      region: "Pays nantais",
      why: "Ce blanc vif et légèrement perlant de l'ancienne Bretagne a la fraîcheur d'un cidre brut et répond au goût de noisette grillée du sarrasin.",
    },
  },
  {
    id: "soupe-au-pistou",
    title: "Soupe au pistou",
    description:
      "La soupe d'été de Provence, chargée de haricots, de courgettes et de petites pâtes, dans laquelle on délaie au dernier moment un pistou pilé à l'ail, au basilic et au parmesan.",
    image: "/images/recettes/soupe-au-pistou.svg",
    imageAlt:
      "Illustration : une soupière de légumes vue de dessus, pleine de haricots blancs, de dés de courgette et de carotte, avec une cuillerée de pistou vert au centre.",
    prepMinutes: 30,
    cookMinutes: 75,
    servings: 6,
    difficulty: "Facile",
    category: "Végétarien",
    region: "Provence",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "haricots blancs secs", quantite: 200, unite: "g" },
      { nom: "courgettes", quantite: 2, unite: "pièce" },
      { nom: "haricots verts", quantite: 250, unite: "g" },
      { nom: "pommes de terre", quantite: 3, unite: "pièce" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "tomates", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "poireau", quantite: 1, unite: "pièce" },
      { nom: "coquillettes", quantite: 100, unite: "g" },
      { nom: "basilic", quantite: 1, unite: "botte" },
      { nom: "ail", quantite: 4, unite: "gousse" },
      { nom: "parmesan", quantite: 80, unite: "g" },
      { nom: "huile d'olive", quantite: 10, unite: "cl" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout", "Mortier et pilon", "Passoire"],
    steps: [
      { description: "La veille, mettez les haricots blancs à tremper dans un grand volume d'eau froide." },
      {
        description:
          "Égouttez les haricots et faites-les cuire dans 2,5 l d'eau non salée avec l'oignon et le poireau émincés.",
        temps: "45 min",
        temperature: "frémissement",
      },
      {
        description:
          "Ajoutez les carottes et les pommes de terre coupées en dés, ainsi que les tomates épépinées et concassées. Salez et laissez cuire.",
        temps: "15 min",
      },
      {
        description:
          "Incorporez les courgettes en dés et les haricots verts en tronçons, puis versez les coquillettes et laissez cuire jusqu'à ce qu'elles soient tendres.",
        temps: "12 min",
      },
      {
        description:
          "Pendant ce temps, pilez l'ail avec une pincée de sel, ajoutez les feuilles de basilic et écrasez-les en pâte. Versez l'huile d'olive en filet en tournant, puis incorporez le parmesan râpé.",
      },
      {
        description:
          "Hors du feu, délayez le pistou dans la soupe, ou servez-le à part pour que chacun en mette à son goût. Poivrez généreusement.",
      },
    ],
    tips: [
      "Le pistou ne doit jamais bouillir : la chaleur de la soupe suffit à réveiller l'ail et le basilic.",
      "En saison, prenez des haricots coco frais à écosser : ils cuisent en une demi-heure, sans trempage.",
      "La soupe est encore meilleure tiède, quand les légumes ont eu le temps de mêler leurs goûts.",
    ],
    variations: [
      "Remplacez les coquillettes par des spaghettis cassés en petits tronçons.",
      "Pour une version végétalienne, supprimez le parmesan et pilez une poignée de pignons avec le basilic.",
    ],
    wine: {
      wine: "Bandol rosé",
      type: "Vin rosé",
      region: "Provence",
      why: "Plus vineux que la plupart des rosés, celui de Bandol a la carrure pour accompagner l'ail du pistou et la douceur des légumes fondus.",
    },
  },
  {
    id: "cassoulet",
    title: "Cassoulet",
    description:
      "Le plat de Castelnaudary : des haricots lingots longuement mijotés puis gratinés au four avec le confit de canard, la saucisse de Toulouse et le porc, sous une croûte que l'on brise plusieurs fois.",
    image: "/images/recettes/cassoulet.svg",
    imageAlt:
      "Illustration : une cassole en terre vue de dessus, couverte d'une croûte dorée d'où dépassent des haricots blancs, des rondelles de saucisse et une cuisse de canard.",
    prepMinutes: 45,
    cookMinutes: 255,
    servings: 8,
    difficulty: "Difficile",
    category: "Plats",
    region: "Sud-Ouest",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "haricots lingots", quantite: 600, unite: "g" },
      { nom: "cuisses de canard confites", quantite: 4, unite: "pièce" },
      { nom: "saucisses de Toulouse", quantite: 500, unite: "g" },
      { nom: "échine de porc", quantite: 400, unite: "g" },
      { nom: "poitrine fumée", quantite: 100, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 6, unite: "gousse" },
      { nom: "concentré de tomate", quantite: 2, unite: "c. à soupe" },
      { nom: "graisse de canard", quantite: 1, unite: "c. à soupe" },
      { nom: "clou de girofle", quantite: 1, unite: "pièce" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande cocotte", "Cassole en terre ou grand plat creux allant au four", "Poêle", "Écumoire"],
    steps: [
      { description: "La veille, faites tremper les haricots dans trois fois leur volume d'eau froide." },
      {
        description:
          "Égouttez-les, couvrez-les d'eau froide dans la cocotte, portez à ébullition puis égouttez-les de nouveau : ce blanchiment les rend plus digestes.",
        temps: "5 min",
      },
      {
        description:
          "Remettez-les dans la cocotte avec la poitrine fumée en morceaux, un oignon piqué du clou de girofle, la carotte, 4 gousses d'ail, le thym et le laurier. Couvrez largement d'eau et laissez frémir sans saler jusqu'à ce qu'ils soient tendres mais entiers.",
        temps: "1 h 15",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, faites dorer l'échine coupée en cubes et les saucisses en tronçons dans la graisse de canard, puis le second oignon émincé et l'ail restant. Ajoutez le concentré de tomate.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites chauffer les cuisses de canard à la poêle côté peau pour en faire fondre la graisse, puis coupez-les en deux à la jointure.",
        temps: "10 min",
      },
      {
        description:
          "Dans la cassole, alternez les haricots égouttés et les viandes en finissant par une couche de haricots. Versez le jus des haricots à hauteur et gardez-en un bol, puis salez et poivrez.",
      },
      {
        description:
          "Enfournez et laissez cuire doucement. Chaque fois qu'une croûte dorée se forme, enfoncez-la dans les haricots avec le dos d'une cuillère et ajoutez un peu du jus réservé si le plat s'assèche ; brisez-la ainsi au moins trois fois.",
        temps: "2 h 30",
        temperature: "150 °C",
      },
    ],
    tips: [
      "Gardez tout le bouillon de cuisson des haricots : c'est lui qui rend le cassoulet onctueux, bien mieux que de l'eau.",
      "À Castelnaudary, pas de chapelure : la croûte vient seulement des haricots et de la graisse qui caramélisent au four.",
      "Le cassoulet est encore meilleur le lendemain, réchauffé une heure au four doux.",
    ],
    variations: [
      "À Toulouse, on ajoute de l'épaule d'agneau et une part plus généreuse de saucisse.",
      "En saison de chasse, glissez une perdrix rôtie entre les couches, comme à Carcassonne.",
    ],
    wine: {
      wine: "Corbières",
      type: "Vin rouge",
      region: "Languedoc",
      why: "Venu du même département que la cassole, ce rouge aux tanins fermes et aux notes de garrigue tient tête au confit et aux haricots fondants.",
    },
  },
  {
    id: "salade-lyonnaise",
    title: "Salade lyonnaise",
    description:
      "L'entrée des bouchons lyonnais : une frisée croquante à la vinaigrette moutardée, des lardons grillés, des croûtons dorés dans leur graisse et un œuf poché dont le jaune coule sur les feuilles.",
    image: "/images/recettes/salade-lyonnaise.svg",
    imageAlt:
      "Illustration : une assiette de frisée vert pâle parsemée de lardons et de croûtons, avec un œuf poché blanc posé au centre.",
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    region: "Lyon",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "frisée", quantite: 1, unite: "pièce" },
      { nom: "lardons fumés", quantite: 200, unite: "g" },
      { nom: "œufs", quantite: 4, unite: "pièce" },
      { nom: "pain de campagne", quantite: 2, unite: "tranche" },
      { nom: "huile de colza", quantite: 4, unite: "c. à soupe" },
      { nom: "vinaigre de vin rouge", quantite: 3, unite: "c. à soupe" },
      { nom: "moutarde de Dijon", quantite: 1, unite: "c. à café" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Poêle", "Casserole large", "Écumoire"],
    steps: [
      {
        description:
          "Épluchez la frisée en ne gardant que le cœur blanc et jaune, lavez-la, essorez-la soigneusement et mettez-la dans le saladier.",
      },
      {
        description:
          "Faites revenir les lardons à sec jusqu'à ce qu'ils soient croustillants. Retirez-les, puis faites dorer le pain coupé en cubes dans leur graisse.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Fouettez la moutarde avec l'échalote ciselée et une cuillerée de vinaigre, salez, poivrez, puis incorporez l'huile de colza.",
      },
      {
        description:
          "Portez une casserole d'eau non salée à frémissement avec le reste du vinaigre. Cassez chaque œuf dans une tasse, faites-le glisser dans l'eau et pochez-le, puis égouttez-le sur un papier absorbant.",
        temps: "3 min",
        temperature: "frémissement",
      },
      {
        description:
          "Assaisonnez la frisée, répartissez-la dans les assiettes avec les lardons chauds et les croûtons, couronnez chaque assiette d'un œuf et servez sans attendre.",
      },
    ],
    tips: [
      "Déglacez la poêle des lardons d'une goutte de vinaigre et versez ce jus chaud sur la salade : la frisée fléchit juste ce qu'il faut.",
      "Des œufs très frais gardent leur blanc serré autour du jaune ; plus vieux, ils s'effilochent dans l'eau.",
    ],
    variations: [
      "Ajoutez des foies de volaille poêlés et déglacés au vinaigre pour une salade plus copieuse.",
      "Remplacez l'œuf poché par un œuf mollet, plus facile à préparer pour une tablée.",
    ],
    wine: {
      wine: "Beaujolais-Villages",
      type: "Vin rouge",
      region: "Beaujolais",
      why: "Le vin des bouchons, servi frais, a un fruit croquant et une acidité qui s'accordent avec la vinaigrette et le fumé des lardons.",
    },
  },
  {
    id: "poulet-vallee-d-auge",
    title: "Poulet vallée d'Auge",
    description:
      "Un poulet fermier doré au beurre, flambé au calvados puis mijoté au cidre avec des champignons et lié à la crème : la Normandie réunie dans une cocotte.",
    image: "/images/recettes/poulet-vallee-d-auge.svg",
    imageAlt:
      "Illustration : une cocotte vert pomme remplie de morceaux de poulet dorés dans une sauce crémeuse ivoire, avec des champignons et du thym.",
    prepMinutes: 20,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    region: "Normandie",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "poulet fermier", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "échalotes", quantite: 3, unite: "pièce" },
      { nom: "champignons de Paris", quantite: 300, unite: "g" },
      { nom: "calvados", quantite: 5, unite: "cl" },
      { nom: "cidre brut", quantite: 50, unite: "cl" },
      { nom: "crème fraîche épaisse", quantite: 25, unite: "cl" },
      { nom: "thym", quantite: 2, unite: "brin" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte", "Poêle", "Couteau de chef", "Allume-feu long ou allumettes"],
    steps: [
      { description: "Découpez le poulet en huit morceaux, salez-les et poivrez-les." },
      {
        description: "Faites dorer les morceaux sur toutes leurs faces dans la moitié du beurre.",
        temps: "10 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Versez le calvados, laissez-le chauffer quelques secondes et flambez en vous tenant à distance. Quand les flammes s'éteignent, ajoutez les échalotes ciselées et laissez-les fondre.",
        temps: "3 min",
      },
      {
        description:
          "Mouillez avec le cidre, ajoutez le thym, couvrez et laissez mijoter en retournant les morceaux à mi-cuisson.",
        temps: "35 min",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, faites sauter les champignons émincés dans le reste du beurre jusqu'à ce que leur eau se soit évaporée.",
        temps: "8 min",
        temperature: "feu vif",
      },
      {
        description:
          "Retirez le poulet et gardez-le au chaud. Faites réduire le jus de moitié, ajoutez la crème et les champignons et laissez épaissir la sauce avant d'y remettre la volaille.",
        temps: "8 min",
        temperature: "feu vif",
      },
    ],
    tips: [
      "Coupez la hotte avant de flamber : elle pourrait aspirer les flammes.",
      "Choisissez un cidre brut plutôt que doux, sinon la sauce devient sucrée une fois réduite.",
    ],
    variations: [
      "Servez avec des quartiers de pommes reinettes dorés au beurre, la garniture de la vallée d'Auge.",
      "Remplacez le poulet par une pintade, à la chair plus ferme et plus parfumée.",
    ],
    wine: {
      wine: "Meursault",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "La Normandie ne fait guère de vin : un chardonnay ample aux notes beurrées épouse la sauce à la crème, et sa fraîcheur répond à l'acidité du cidre.",
    },
  },
  {
    id: "tartiflette",
    title: "Tartiflette",
    description:
      "Le gratin des stations de ski savoyardes : pommes de terre, lardons et oignons fondus, recouverts d'un reblochon entier coupé en deux qui coule dans le plat au four.",
    image: "/images/recettes/tartiflette.svg",
    imageAlt:
      "Illustration : un plat à gratin rectangulaire de pommes de terre en rondelles, couvert de deux demi-reblochons fondus et dorés, parsemé de lardons.",
    prepMinutes: 20,
    cookMinutes: 50,
    servings: 6,
    difficulty: "Facile",
    category: "Plats",
    region: "Savoie",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "pommes de terre à chair ferme", quantite: 1.5, unite: "kg" },
      { nom: "reblochon", quantite: 1, unite: "pièce" },
      { nom: "lardons fumés", quantite: 200, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      { nom: "crème fraîche", quantite: 10, unite: "cl" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Plat à gratin de 32 × 22 cm", "Faitout", "Poêle"],
    steps: [
      {
        description:
          "Faites cuire les pommes de terre dans leur peau à l'eau salée jusqu'à ce qu'elles soient tout juste tendres. Pelez-les tièdes et coupez-les en rondelles épaisses.",
        temps: "20 min",
      },
      {
        description:
          "Faites revenir les lardons à sec, ajoutez les oignons émincés et laissez-les blondir. Déglacez au vin blanc et laissez évaporer.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Préchauffez le four. Frottez le plat avec la gousse d'ail coupée en deux, puis alternez les pommes de terre et la garniture aux lardons. Nappez de crème et poivrez.",
        temperature: "200 °C",
      },
      {
        description:
          "Grattez légèrement la croûte du reblochon, coupez-le en deux dans l'épaisseur et posez les deux disques sur les pommes de terre, croûte vers le haut.",
      },
      {
        description: "Enfournez jusqu'à ce que le fromage ait fondu et que le dessus soit bien doré.",
        temps: "20 min",
        temperature: "200 °C",
      },
    ],
    tips: [
      "Un reblochon fermier, reconnaissable à sa pastille verte, a bien plus de goût que le laitier.",
      "Servez avec une salade verte bien relevée pour équilibrer ce plat généreux.",
    ],
    variations: [
      "Ajoutez quelques tranches de jambon cru de Savoie au moment de servir.",
      "Pour une version végétarienne, remplacez les lardons par des cèpes poêlés à l'ail.",
    ],
    wine: {
      wine: "Chignin-Bergeron",
      type: "Vin blanc",
      region: "Savoie",
      why: "Issu de la roussanne, ce blanc savoyard ample et parfumé a assez de gras pour le reblochon et assez de fraîcheur pour ne pas alourdir le plat.",
    },
  },
  {
    id: "carbonade-flamande",
    title: "Carbonade flamande",
    description:
      "Le ragoût du Nord à la bière : du paleron et des oignons compotés longuement dans une bière brune, avec du pain d'épices tartiné de moutarde qui lie et adoucit la sauce.",
    image: "/images/recettes/carbonade-flamande.svg",
    imageAlt:
      "Illustration : une cocotte noire de morceaux de bœuf dans une sauce brun foncé, avec des oignons fondus et une tranche de pain d'épices.",
    prepMinutes: 25,
    cookMinutes: 180,
    servings: 6,
    difficulty: "Facile",
    category: "Viande",
    region: "Nord",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "paleron", quantite: 1, unite: "kg" },
      { nom: "oignons", quantite: 1.2, unite: "kg" },
      { nom: "bière brune", quantite: 75, unite: "cl" },
      { nom: "pain d'épices", quantite: 2, unite: "tranche" },
      { nom: "moutarde", quantite: 1, unite: "c. à soupe" },
      { nom: "cassonade", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 1, unite: "c. à soupe" },
      { nom: "saindoux", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte en fonte avec couvercle", "Couteau de chef"],
    steps: [
      {
        description: "Coupez le paleron en gros cubes de 5 cm et épongez-les. Émincez finement les oignons.",
      },
      {
        description:
          "Faites chauffer le saindoux dans la cocotte et saisissez la viande en plusieurs fois, pour qu'elle dore au lieu de rendre son eau. Réservez-la.",
        temps: "12 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dans la même cocotte, faites fondre les oignons avec la cassonade en grattant les sucs, jusqu'à ce qu'ils soient bien blonds.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Remettez la viande, versez la bière, ajoutez le thym, le laurier et le vinaigre, salez et poivrez.",
      },
      {
        description:
          "Tartinez les tranches de pain d'épices de moutarde et posez-les sur le dessus, face moutardée contre la viande. Couvrez et laissez mijoter : le pain d'épices se délite et épaissit la sauce.",
        temps: "2 h 30",
        temperature: "feu doux",
      },
      {
        description: "Mélangez, retirez les herbes, goûtez et rectifiez l'assaisonnement.",
      },
    ],
    tips: [
      "Servez-la avec des pommes de terre vapeur, des frites ou une purée bien beurrée.",
      "Prenez une bière d'abbaye brune ou ambrée, peu amère : une bière trop houblonnée rendrait la sauce âcre.",
      "Comme tous les ragoûts, la carbonade gagne à être préparée la veille et réchauffée doucement.",
    ],
    variations: [
      "Remplacez une partie du paleron par de la joue de bœuf, encore plus fondante.",
      "Ajoutez des champignons de Paris poêlés en fin de cuisson pour une sauce plus forestière.",
    ],
    wine: {
      wine: "Côtes-du-Rhône Villages",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Ses tanins souples et ses notes d'épices répondent à la douceur de la sauce au pain d'épices sans heurter l'amertume de la bière.",
    },
  },
  {
    id: "coq-au-vin",
    title: "Coq au vin",
    description:
      "La volaille marinée une nuit dans un vin rouge de Bourgogne, puis mijotée avec lardons, champignons et petits oignons jusqu'à ce que la chair se détache de l'os.",
    image: "/images/recettes/coq-au-vin.svg",
    imageAlt:
      "Illustration : une cocotte rouge lie-de-vin remplie de morceaux de volaille dans une sauce pourpre, avec des champignons, des petits oignons et des lardons.",
    prepMinutes: 30,
    cookMinutes: 125,
    servings: 6,
    difficulty: "Moyen",
    category: "Viande",
    region: "Bourgogne",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "poulet fermier", quantite: 1.6, unite: "kg" },
      { nom: "vin rouge", quantite: 75, unite: "cl" },
      { nom: "lardons fumés", quantite: 150, unite: "g" },
      { nom: "champignons de Paris", quantite: 250, unite: "g" },
      { nom: "oignons nouveaux", quantite: 12, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "carotte", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "farine", quantite: 2, unite: "c. à soupe" },
      { nom: "beurre", quantite: 30, unite: "g" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand saladier", "Cocotte en fonte", "Poêle", "Passoire"],
    steps: [
      {
        description:
          "La veille, mettez les morceaux de volaille dans le saladier avec la carotte en rondelles, l'oignon émincé, l'ail écrasé, le thym et le laurier. Couvrez de vin rouge et laissez mariner au frais toute la nuit.",
      },
      {
        description: "Égouttez la volaille et épongez-la soigneusement ; gardez la marinade et ses légumes.",
      },
      {
        description:
          "Faites fondre les lardons dans la cocotte et retirez-les, puis faites dorer les morceaux de volaille dans leur graisse avec la moitié du beurre.",
        temps: "12 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Saupoudrez de farine et remuez pour la faire roussir, puis versez la marinade avec ses légumes. Portez à ébullition, couvrez et laissez mijoter.",
        temps: "1 h 30",
        temperature: "feu doux",
      },
      {
        description:
          "Pendant ce temps, faites glacer les petits oignons dans le reste du beurre avec un fond d'eau, puis faites sauter les champignons coupés en quartiers dans la même poêle.",
        temps: "15 min",
      },
      {
        description:
          "Ajoutez les lardons, les oignons et les champignons dans la cocotte et poursuivez à découvert jusqu'à ce que la sauce nappe la cuillère. Parsemez de persil haché.",
        temps: "20 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "Un vrai coq, plus ferme qu'un poulet fermier, demande une heure de cuisson de plus : la cuisse doit être tendre sous la pointe du couteau.",
      "Faites bouillir et flamber la marinade une minute avant de l'ajouter si vous voulez une sauce moins acide.",
      "Préparé la veille, le coq au vin ne fait que gagner en goût.",
    ],
    variations: [
      "Dans le Jura, on le cuisine au vin jaune et aux morilles, avec une touche de crème.",
      "Un carré de chocolat noir fondu dans la sauce en fin de cuisson arrondit un vin un peu dur.",
    ],
    wine: {
      wine: "Mercurey",
      type: "Vin rouge",
      region: "Bourgogne",
      why: "Un pinot noir de la côte chalonnaise, cousin de celui de la sauce, apporte des arômes de cerise et des tanins fins qui prolongent le plat.",
    },
  },
  {
    id: "axoa-de-veau",
    title: "Axoa de veau",
    description:
      "Le plat des jours de foire à Espelette : de l'épaule de veau taillée au couteau en petits dés, mijotée avec des poivrons verts, des oignons et le piment d'Espelette.",
    image: "/images/recettes/axoa-de-veau.svg",
    imageAlt:
      "Illustration : une poêlée de petits dés de veau et de lanières de poivrons verts et rouges dans une sauteuse en terre, saupoudrée de piment rouge.",
    prepMinutes: 20,
    cookMinutes: 60,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Pays basque",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "poivrons verts", quantite: 4, unite: "pièce" },
      { nom: "épaule de veau", quantite: 600, unite: "g" },
      { nom: "poivron rouge", quantite: 1, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "piment d'Espelette", quantite: 1, unite: "c. à café" },
      { nom: "vin blanc sec", quantite: 10, unite: "cl" },
      toTaste("sel"),
    ],
    equipment: ["Sauteuse ou cocotte", "Couteau de chef", "Planche"],
    steps: [
      {
        description:
          "Coupez le veau au couteau en dés de 1 cm : la tradition veut une viande taillée à la main, jamais hachée.",
      },
      {
        description: "Épépinez les poivrons et coupez-les en lanières, émincez les oignons et hachez l'ail.",
      },
      {
        description:
          "Faites dorer le veau dans l'huile d'olive en deux fois, pour qu'il ne rende pas d'eau. Réservez.",
        temps: "6 min",
        temperature: "feu vif",
      },
      {
        description:
          "Dans la même sauteuse, faites fondre les oignons et les poivrons avec l'ail en remuant souvent.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Remettez la viande, ajoutez le piment d'Espelette, le vin blanc et un demi-verre d'eau, puis salez. Couvrez et laissez mijoter jusqu'à ce que le veau soit tendre.",
        temps: "40 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "Le piment d'Espelette parfume plus qu'il ne brûle : gardez-en une pincée à parsemer au moment de servir pour son arôme fruité.",
      "Servez avec des pommes de terre sautées ou un riz blanc qui boira la sauce.",
    ],
    variations: [
      "Remplacez le veau par de l'agneau de lait des Pyrénées, plus parfumé.",
      "Ajoutez une tranche épaisse de jambon de Bayonne coupée en dés en même temps que les oignons.",
    ],
    wine: {
      wine: "Irouléguy",
      type: "Vin rouge",
      region: "Pays basque",
      why: "Le seul vignoble basque de France donne un rouge de tannat et de cabernet franc, épicé et frais, qui s'accorde au piment sans l'attiser.",
    },
  },
  {
    id: "saute-de-veau-aux-olives-a-la-corse",
    title: "Sauté de veau aux olives à la corse",
    description:
      "Un ragoût de veau de l'île de Beauté, mijoté au vin blanc et à la tomate avec des olives vertes et des herbes du maquis, jusqu'à obtenir une sauce courte et parfumée.",
    image: "/images/recettes/saute-de-veau-aux-olives-a-la-corse.svg",
    imageAlt:
      "Illustration : une assiette creuse bleue de morceaux de veau en sauce tomate, parsemés d'olives vertes et de brins d'herbes.",
    prepMinutes: 20,
    cookMinutes: 80,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    region: "Corse",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "épaule de veau", quantite: 800, unite: "g" },
      { nom: "tomates pelées", quantite: 400, unite: "g" },
      { nom: "olives vertes", quantite: 150, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "vin blanc sec", quantite: 20, unite: "cl" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte", "Bol", "Cuillère en bois"],
    steps: [
      {
        description:
          "Faites tremper les olives 10 min dans un bol d'eau chaude pour les dessaler, puis égouttez-les.",
      },
      {
        description:
          "Coupez le veau en cubes de 4 cm et faites-le dorer dans l'huile d'olive sur toutes ses faces. Réservez-le.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Faites revenir les oignons émincés et l'ail dans la même cocotte, puis déglacez au vin blanc en grattant les sucs.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les tomates concassées, le thym et le laurier, remettez la viande et poivrez, sans saler. Couvrez et laissez mijoter.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Incorporez les olives et poursuivez à découvert jusqu'à ce que la sauce soit courte et la viande fondante.",
        temps: "20 min",
        temperature: "feu doux",
      },
    ],
    tips: [
      "En Corse, on parfume ce plat à la nepita, une menthe sauvage ; quelques feuilles de menthe et une pincée d'origan s'en approchent.",
      "Salez seulement à la fin : les olives apportent déjà beaucoup de sel.",
    ],
    variations: [
      "Préparez-le avec de l'épaule d'agneau ou, comme dans l'intérieur de l'île, avec du sanglier mariné.",
      "Servez-le sur une polenta de châtaigne, la pulenda corse, plutôt qu'avec des pâtes.",
    ],
    wine: {
      wine: "Patrimonio rouge",
      type: "Vin rouge",
      region: "Corse",
      why: "Le niellucciu de Patrimonio partage avec ce plat les parfums du maquis et a les tanins qu'il faut face à la tomate et aux olives.",
    },
  },
  {
    id: "colombo-de-poulet",
    title: "Colombo de poulet",
    description:
      "Le cari des Antilles coloré par la poudre de colombo : des cuisses de poulet marinées au citron vert, mijotées avec aubergine, pommes de terre et un piment laissé entier.",
    image: "/images/recettes/colombo-de-poulet.svg",
    imageAlt:
      "Illustration : un faitout en fonte rempli d'une sauce jaune d'or avec des cuisses de poulet, des cubes de pomme de terre et d'aubergine, un piment rouge et des rondelles de citron vert.",
    prepMinutes: 45,
    cookMinutes: 50,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Antilles/Réunion",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "cuisses de poulet", quantite: 4, unite: "pièce" },
      { nom: "citrons verts", quantite: 2, unite: "pièce" },
      { nom: "colombo", quantite: 2, unite: "c. à soupe" },
      { nom: "pommes de terre", quantite: 3, unite: "pièce" },
      { nom: "aubergine", quantite: 1, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "oignons nouveaux", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "piment", quantite: 1, unite: "pièce" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "eau", quantite: 40, unite: "cl" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Faitout ou cocotte", "Saladier", "Presse-agrumes"],
    steps: [
      {
        description:
          "Frottez les cuisses de poulet avec le jus d'un citron vert, l'ail écrasé, une cuillerée de colombo, du sel et du poivre. Laissez mariner au frais au moins 30 min.",
        temps: "30 min",
      },
      {
        description: "Faites dorer les cuisses dans l'huile sur toutes leurs faces, puis réservez-les.",
        temps: "10 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Faites revenir les oignons émincés, ajoutez le reste de colombo et laissez-le griller quelques instants en remuant, sans le brûler.",
        temps: "4 min",
      },
      {
        description:
          "Remettez le poulet, ajoutez les pommes de terre et l'aubergine en gros cubes, le piment entier (aux Antilles, un bonda man jacques), le thym et l'eau. Couvrez et laissez mijoter.",
        temps: "35 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le piment sans le crever, ajoutez les oignons nouveaux émincés et le jus du second citron vert, puis rectifiez l'assaisonnement.",
      },
    ],
    tips: [
      "Le piment laissé entier parfume la sauce sans la rendre brûlante ; s'il éclate, elle devient très forte.",
      "Servez avec du riz blanc et des haricots rouges, comme en Guadeloupe et en Martinique.",
      "Une marinade d'une nuit rend la viande plus parfumée jusqu'à l'os.",
    ],
    variations: [
      "Remplacez le poulet par de l'épaule de cabri ou de porc, autres classiques du colombo.",
      "Ajoutez de la christophine en dés, un légume antillais au goût proche de la courgette.",
    ],
    wine: {
      wine: "Gewurztraminer",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ses arômes de litchi et d'épices douces font écho au colombo, et sa rondeur apaise le piment.",
    },
  },
  {
    id: "rougail-saucisse",
    title: "Rougail saucisse",
    description:
      "Le plat de tous les jours à La Réunion : des saucisses fumées dessalées puis cuites lentement dans une sauce de tomates, d'oignons, de gingembre et de curcuma, servie sur du riz.",
    image: "/images/recettes/rougail-saucisse.svg",
    imageAlt:
      "Illustration : une marmite noire de rondelles de saucisse dans une sauce tomate orangée, à côté d'un dôme de riz blanc sur une feuille de bananier.",
    prepMinutes: 15,
    cookMinutes: 50,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Antilles/Réunion",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "tomates", quantite: 8, unite: "pièce" },
      { nom: "saucisses fumées", quantite: 600, unite: "g" },
      { nom: "riz", quantite: 300, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 4, unite: "gousse" },
      { nom: "gingembre frais", quantite: 2, unite: "c. à café" },
      { nom: "curcuma", quantite: 1, unite: "c. à café" },
      { nom: "piment", quantite: 1, unite: "pièce" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      toTaste("sel"),
    ],
    equipment: ["Marmite ou cocotte", "Casserole", "Mortier et pilon"],
    steps: [
      {
        description:
          "Piquez les saucisses, couvrez-les d'eau froide et portez à ébullition pour les dessaler et les dégraisser. Égouttez-les et coupez-les en rondelles épaisses.",
        temps: "10 min",
      },
      {
        description:
          "Faites-les dorer dans l'huile, dans la marmite, jusqu'à ce qu'elles soient bien colorées.",
        temps: "8 min",
        temperature: "feu moyen à vif",
      },
      {
        description:
          "Ajoutez les oignons émincés, puis l'ail, le gingembre et le piment pilés ensemble avec le curcuma. Laissez revenir en remuant.",
        temps: "5 min",
      },
      {
        description:
          "Versez les tomates coupées en dés, ajoutez le thym, couvrez et laissez compoter, puis découvrez pour que la sauce réduise et attache légèrement au fond.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description: "Pendant ce temps, rincez le riz et faites-le cuire à l'eau salée, puis égouttez-le.",
        temps: "12 min",
      },
    ],
    tips: [
      "À La Réunion, on laisse la sauce attacher un peu au fond de la marmite avant de gratter : ce fond caramélisé fait tout le goût du rougail.",
      "Servez avec des grains, haricots rouges ou lentilles, et un rougail de tomates crues bien pimenté à part.",
    ],
    variations: [
      "La même sauce se fait avec de la morue dessalée et émiettée : c'est le rougail morue.",
      "Pour un plat moins gras, remplacez une partie des saucisses par des hauts de cuisse de poulet.",
    ],
    wine: {
      wine: "Tavel",
      type: "Vin rosé",
      region: "Vallée du Rhône",
      why: "Le plus vineux des rosés supporte le piment et le fumé des saucisses, et sa fraîcheur soulage ce plat généreux.",
    },
  },
  {
    id: "baeckeoffe",
    title: "Baeckeoffe",
    description:
      "La terrine du boulanger alsacien : trois viandes marinées une nuit dans le vin blanc, cuites longuement au four en couches avec des pommes de terre et des poireaux, sous un couvercle bien fermé.",
    image: "/images/recettes/baeckeoffe.svg",
    imageAlt:
      "Illustration : une terrine ovale en céramique décorée de fleurs bleues, ouverte sur des couches de pommes de terre, de viandes et de rondelles de carotte.",
    prepMinutes: 30,
    cookMinutes: 180,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
    region: "Alsace",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes de terre", quantite: 1.5, unite: "kg" },
      { nom: "épaule de porc", quantite: 500, unite: "g" },
      { nom: "épaule d'agneau", quantite: 500, unite: "g" },
      { nom: "paleron", quantite: 500, unite: "g" },
      { nom: "poireaux", quantite: 2, unite: "pièce" },
      { nom: "carottes", quantite: 2, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 3, unite: "gousse" },
      { nom: "vin blanc sec", quantite: 50, unite: "cl" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Terrine à baeckeoffe ou cocotte en fonte", "Grand saladier", "Papier d'aluminium"],
    steps: [
      {
        description:
          "La veille, coupez les trois viandes en gros cubes et mettez-les dans le saladier avec les oignons émincés, l'ail écrasé, le thym, le laurier et les clous de girofle. Couvrez de vin blanc et laissez mariner au frais toute la nuit.",
      },
      {
        description:
          "Le lendemain, préchauffez le four. Épluchez les pommes de terre et coupez-les en rondelles de 5 mm ; émincez les poireaux et coupez les carottes en rondelles.",
        temperature: "180 °C",
      },
      {
        description:
          "Dans la terrine, étalez un tiers des pommes de terre, puis la moitié des viandes égouttées avec leurs aromates, la moitié des poireaux et des carottes. Recommencez et terminez par des pommes de terre, en salant et poivrant chaque couche.",
      },
      {
        description:
          "Versez la marinade, qui doit arriver aux trois quarts de la hauteur. Couvrez d'une feuille de papier d'aluminium puis du couvercle, bien serré.",
      },
      {
        description: "Enfournez et laissez cuire sans jamais ouvrir la terrine.",
        temps: "3 h",
        temperature: "180 °C",
      },
      {
        description:
          "Apportez la terrine fermée à table et ouvrez-la devant les convives : son parfum fait partie du plat.",
      },
    ],
    tips: [
      "Traditionnellement, on soude le couvercle avec un boudin de pâte à base de farine et d'eau : la vapeur reste enfermée et les viandes confisent.",
      "Le nom signifie « four du boulanger » : on déposait la terrine chez lui le lundi, jour de lessive, et on la reprenait à midi.",
    ],
    variations: [
      "Ajoutez un pied de porc fendu en deux : il rend le jus délicieusement gélatineux.",
      "Remplacez le paleron par de la joue de bœuf, encore plus fondante après trois heures.",
    ],
    wine: {
      wine: "Pinot gris",
      type: "Vin blanc",
      region: "Alsace",
      why: "Ample et légèrement fumé, un pinot gris sec a le corps qu'il faut face aux trois viandes et prolonge le vin blanc de la marinade.",
    },
  },
  {
    id: "tarte-flambee",
    title: "Tarte flambée",
    description:
      "La flammekueche qu'on enfournait à l'entrée du four à pain : une pâte très fine nappée de fromage blanc et de crème, semée d'oignons et de lardons, saisie quelques minutes à très haute température.",
    image: "/images/recettes/tarte-flambee.svg",
    imageAlt:
      "Illustration : une tarte rectangulaire très fine sur une planche en bois, nappée de crème blanche, parsemée de lardons et d'oignons, aux bords brunis.",
    prepMinutes: 15,
    cookMinutes: 14,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    region: "Alsace",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "farine", quantite: 250, unite: "g" },
      { nom: "eau", quantite: 13, unite: "cl" },
      { nom: "huile", quantite: 2, unite: "c. à soupe" },
      { nom: "sel", quantite: 1, unite: "pincée" },
      { nom: "fromage blanc", quantite: 200, unite: "g" },
      { nom: "crème fraîche épaisse", quantite: 10, unite: "cl" },
      { nom: "lardons fumés", quantite: 200, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Rouleau à pâtisserie", "Papier sulfurisé", "Plaque ou pierre à pizza"],
    steps: [
      {
        description: "Préchauffez le four au plus chaud, avec la plaque à l'intérieur.",
        temperature: "270 °C",
      },
      {
        description:
          "Mélangez la farine, le sel, l'huile et l'eau, puis pétrissez quelques minutes jusqu'à obtenir une pâte souple qui ne colle plus. Partagez-la en deux.",
      },
      {
        description:
          "Mélangez le fromage blanc et la crème, poivrez et râpez un peu de muscade. Émincez les oignons en rondelles très fines.",
      },
      {
        description:
          "Étalez chaque pâton aussi finement que possible sur une feuille de papier sulfurisé. Tartinez de crème jusqu'au bord, puis parsemez d'oignons et de lardons crus.",
      },
      {
        description:
          "Faites glisser la première tarte sur la plaque brûlante et enfournez jusqu'à ce que les bords soient dorés et noircis par endroits. Enfournez la seconde de la même façon.",
        temps: "7 min",
        temperature: "270 °C",
      },
      { description: "Découpez en carrés et servez aussitôt, à partager au milieu de la table." },
    ],
    tips: [
      "Plus la pâte est fine et le four chaud, plus la tarte est croustillante : une pierre à pizza fait merveille.",
      "Les oignons s'attendrissent en quelques minutes au four : posez-les crus sur la tarte.",
    ],
    variations: [
      "Version gratinée : parsemez d'emmental râpé avant d'enfourner.",
      "En dessert, garnissez-la de lamelles de pommes, de sucre et de cannelle, puis flambez-la au calvados.",
    ],
    wine: {
      wine: "Sylvaner",
      type: "Vin blanc",
      region: "Alsace",
      why: "Le vin de soif des winstubs, léger et désaltérant, accompagne la crème et les lardons sans rien alourdir.",
    },
  },
  {
    id: "daube-provencale",
    title: "Daube provençale",
    description:
      "Du bœuf mariné au vin rouge avec un zeste d'orange et des herbes de garrigue, puis mijoté des heures à tout petit feu avec des olives noires, comme dans les daubières en terre.",
    image: "/images/recettes/daube-provencale.svg",
    imageAlt:
      "Illustration : une daubière en terre vernissée jaune vue de dessus, remplie de morceaux de bœuf dans une sauce sombre, avec des olives noires et un zeste d'orange.",
    prepMinutes: 30,
    cookMinutes: 230,
    servings: 6,
    difficulty: "Moyen",
    category: "Viande",
    region: "Provence",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "bœuf à braiser", quantite: 1.5, unite: "kg" },
      { nom: "vin rouge", quantite: 75, unite: "cl" },
      { nom: "poitrine fumée", quantite: 150, unite: "g" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 4, unite: "gousse" },
      { nom: "orange", quantite: 1, unite: "pièce" },
      { nom: "olives noires", quantite: 100, unite: "g" },
      { nom: "huile d'olive", quantite: 3, unite: "c. à soupe" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "clous de girofle", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Daubière ou cocotte en fonte", "Grand saladier", "Casserole", "Économe"],
    steps: [
      {
        description:
          "La veille, coupez le bœuf en gros cubes et mettez-les dans le saladier avec les carottes en rondelles, les oignons émincés, l'ail écrasé, le zeste d'orange prélevé en larges bandes, le thym, le laurier et les clous de girofle. Couvrez de vin rouge, ajoutez une cuillerée d'huile et laissez mariner au frais.",
      },
      { description: "Égouttez la viande en gardant la marinade et ses légumes, puis épongez-la." },
      {
        description:
          "Faites revenir la poitrine fumée en dés dans le reste de l'huile, puis faites dorer la viande en plusieurs fois.",
        temps: "15 min",
        temperature: "feu vif",
      },
      {
        description:
          "Portez la marinade à ébullition dans une casserole et laissez-la bouillir pour évaporer l'alcool.",
        temps: "5 min",
      },
      {
        description:
          "Réunissez la viande, le lard, la marinade et ses légumes dans la daubière, ajoutez le jus de l'orange, couvrez et laissez cuire à tout petit feu, sans ébullition.",
        temps: "3 h",
        temperature: "feu très doux",
      },
      {
        description:
          "Ajoutez les olives noires et laissez mijoter encore, couvercle entrouvert, jusqu'à ce que la viande se coupe à la cuillère.",
        temps: "30 min",
        temperature: "feu très doux",
      },
    ],
    tips: [
      "En Provence, les restes de daube s'accommodent le lendemain avec des macaronis, ou hachés dans des raviolis niçois.",
      "Préparée la veille et refroidie, la daube laisse sa graisse figer en surface : il suffit de la retirer à la cuillère.",
    ],
    variations: [
      "En Camargue, on la prépare avec du taureau, plus ferme et plus goûteux.",
      "Remplacez une partie du bœuf par de la joue, qui rend la sauce plus gélatineuse.",
    ],
    wine: {
      wine: "Bandol rouge",
      type: "Vin rouge",
      region: "Provence",
      why: "Le mourvèdre de Bandol, charnu et épicé, a la puissance d'une daube, et ses notes de garrigue répondent aux herbes et à l'orange.",
    },
  },
  {
    id: "pissaladiere",
    title: "Pissaladière",
    description:
      "La tarte niçoise sans tomate ni fromage : une pâte à pain couverte d'une épaisse compotée d'oignons fondus à l'huile d'olive, quadrillée de filets d'anchois et piquée d'olives noires.",
    image: "/images/recettes/pissaladiere.svg",
    imageAlt:
      "Illustration : une tarte rectangulaire couverte d'oignons blonds, quadrillée de filets d'anchois bruns en losanges avec une olive noire au centre de chacun.",
    prepMinutes: 80,
    cookMinutes: 70,
    servings: 6,
    difficulty: "Moyen",
    category: "Entrées",
    region: "Provence",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "oignons", quantite: 1.2, unite: "kg" },
      { nom: "farine", quantite: 300, unite: "g" },
      { nom: "levure sèche", quantite: 5, unite: "g" },
      { nom: "eau", quantite: 18, unite: "cl" },
      { nom: "huile d'olive", quantite: 10, unite: "cl" },
      { nom: "sel", quantite: 1, unite: "c. à café" },
      { nom: "filets d'anchois", quantite: 12, unite: "pièce" },
      { nom: "olives noires", quantite: 60, unite: "g" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Grande sauteuse avec couvercle", "Plaque de four", "Rouleau à pâtisserie"],
    steps: [
      {
        description:
          "Délayez la levure dans l'eau tiède. Mélangez la farine et le sel, ajoutez l'eau et deux cuillerées d'huile d'olive, puis pétrissez jusqu'à obtenir une pâte lisse et souple. Couvrez et laissez lever 1 h dans un endroit tiède.",
        temps: "1 h",
      },
      {
        description:
          "Pendant ce temps, émincez finement les oignons et faites-les fondre à couvert dans le reste de l'huile avec l'ail, le thym et le laurier, en remuant souvent : ils doivent devenir confits sans colorer.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le thym et le laurier, salez à peine et poivrez : les anchois saleront le reste.",
      },
      {
        description:
          "Préchauffez le four. Étalez la pâte sur la plaque huilée en un rectangle de 5 mm d'épaisseur et couvrez-la d'oignons jusqu'au bord.",
        temperature: "220 °C",
      },
      {
        description:
          "Disposez les filets d'anchois en losanges et posez une olive au centre de chaque losange.",
      },
      {
        description: "Enfournez jusqu'à ce que la pâte soit dorée et croustillante dessous.",
        temps: "25 min",
        temperature: "220 °C",
      },
    ],
    tips: [
      "À Nice, on l'assaisonnait autrefois de pissalat, une crème d'anchois fermentés qui lui a donné son nom.",
      "Elle se mange tiède ou froide, coupée en carrés, à l'apéritif comme en entrée.",
    ],
    variations: [
      "Remplacez la pâte à pain par une pâte brisée pour une version plus friable.",
      "Ajoutez quelques câpres et un filet d'huile d'olive crue à la sortie du four.",
    ],
    wine: {
      wine: "Bellet blanc",
      type: "Vin blanc",
      region: "Provence",
      why: "Le petit vignoble des collines de Nice donne un blanc de rolle frais et floral, qui tempère la douceur des oignons et le sel des anchois.",
    },
  },
  {
    id: "brandade-de-morue",
    title: "Brandade de morue",
    description:
      "La spécialité de Nîmes : de la morue dessalée et pochée, montée à la cuillère en bois avec de l'huile d'olive et du lait tièdes, jusqu'à une purée blanche et mousseuse parfumée à l'ail.",
    image: "/images/recettes/brandade-de-morue.svg",
    imageAlt:
      "Illustration : une terrine bleu-gris remplie d'une purée blanche striée à la cuillère, arrosée d'huile d'olive, avec des olives noires et un brin de thym.",
    prepMinutes: 20,
    cookMinutes: 20,
    servings: 6,
    difficulty: "Moyen",
    category: "Poisson",
    region: "Languedoc",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "morue salée", quantite: 600, unite: "g" },
      { nom: "huile d'olive", quantite: 20, unite: "cl" },
      { nom: "lait entier", quantite: 15, unite: "cl" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "thym", quantite: 1, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("poivre"),
    ],
    equipment: ["Grand saladier", "Deux petites casseroles", "Casserole à fond épais", "Cuillère en bois"],
    steps: [
      {
        description:
          "La veille, rincez la morue et laissez-la tremper au frais dans un grand volume d'eau froide, en changeant l'eau trois ou quatre fois.",
      },
      {
        description:
          "Mettez la morue dans une casserole d'eau froide avec le thym et le laurier. Portez à frémissement et pochez-la sans jamais laisser bouillir.",
        temps: "8 min",
        temperature: "frémissement",
      },
      {
        description: "Égouttez-la, retirez la peau et les arêtes, puis effeuillez la chair entre vos doigts.",
      },
      {
        description: "Faites tiédir séparément l'huile d'olive et le lait, celui-ci avec l'ail écrasé.",
        temps: "3 min",
        temperature: "feu doux",
      },
      {
        description:
          "Dans la casserole à fond épais, écrasez la morue à la cuillère en bois en versant tour à tour un filet d'huile et un filet de lait, sans cesser de remuer, jusqu'à obtenir une purée blanche et souple.",
        temps: "8 min",
        temperature: "feu très doux",
      },
      { description: "Poivrez, goûtez avant de saler et servez tiède." },
    ],
    tips: [
      "La brandade de Nîmes ne contient pas de pommes de terre ; avec elles, c'est une version plus douce et plus économique, souvent dite parisienne.",
      "Gardez la casserole sur un feu très doux : la morue doit rester tiède pour absorber l'huile sans la rejeter.",
      "Servez-la avec des tranches de pain grillées frottées d'ail et quelques olives noires.",
    ],
    variations: [
      "Étalez-la dans un plat huilé et passez-la quelques minutes sous le gril pour la gratiner.",
      "Garnissez-en des poivrons piquillos pour une entrée à la manière basque.",
    ],
    wine: {
      wine: "Costières de Nîmes blanc",
      type: "Vin blanc",
      region: "Vallée du Rhône",
      why: "Le blanc du vignoble nîmois, ample et aux notes de fleurs blanches, s'accorde au moelleux de la brandade et à son huile d'olive.",
    },
  },
  {
    id: "piperade",
    title: "Piperade",
    description:
      "La poêlée basque aux couleurs du drapeau : poivrons, tomates et oignons fondus à l'huile d'olive et relevés de piment d'Espelette, dans lesquels on brouille des œufs au dernier moment.",
    image: "/images/recettes/piperade.svg",
    imageAlt:
      "Illustration : une poêle rouge remplie de lanières de poivrons verts et rouges, de tomate et d'œufs brouillés jaunes, saupoudrée de piment.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Végétarien",
    region: "Pays basque",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "poivrons verts", quantite: 3, unite: "pièce" },
      { nom: "poivron rouge", quantite: 1, unite: "pièce" },
      { nom: "tomates", quantite: 4, unite: "pièce" },
      { nom: "œufs", quantite: 8, unite: "pièce" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "huile d'olive", quantite: 4, unite: "c. à soupe" },
      { nom: "piment d'Espelette", quantite: 1, unite: "c. à café" },
      toTaste("sel"),
    ],
    equipment: ["Grande poêle ou sauteuse", "Casserole", "Saladier", "Spatule"],
    steps: [
      {
        description:
          "Plongez les tomates quelques secondes dans l'eau bouillante, pelez-les et concassez-les. Épépinez les poivrons et taillez-les en fines lanières, émincez les oignons et hachez l'ail.",
        temps: "1 min",
      },
      {
        description:
          "Faites fondre les oignons et les poivrons dans l'huile d'olive avec l'ail, en remuant de temps en temps.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les tomates et le piment d'Espelette, salez et laissez compoter à découvert jusqu'à ce que leur eau se soit évaporée.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Battez les œufs, versez-les sur les légumes et remuez doucement à la spatule jusqu'à ce qu'ils soient crémeux et à peine pris.",
        temps: "2 min",
        temperature: "feu doux",
      },
      { description: "Servez aussitôt la piperade, saupoudrée d'une dernière pincée de piment d'Espelette." },
    ],
    tips: [
      "Retirez la poêle du feu juste avant que les œufs soient pris : la chaleur des légumes finit le travail.",
      "Sans les œufs, la piperade se garde plusieurs jours au frais et accompagne grillades et poissons.",
    ],
    variations: [
      "Au Pays basque, on la sert souvent avec une tranche de jambon de Bayonne juste saisie à la poêle.",
      "Cassez les œufs entiers sur les légumes et couvrez quelques minutes, comme des œufs au plat.",
    ],
    wine: {
      wine: "Irouléguy rosé",
      type: "Vin rosé",
      region: "Pays basque",
      why: "Frais et fruité, le rosé basque répond au poivron et au piment sans alourdir un plat qui reste léger.",
    },
  },
  {
    id: "magret-de-canard-aux-pommes",
    title: "Magret de canard aux pommes",
    description:
      "Des magrets du Sud-Ouest cuits côté peau jusqu'à ce que leur gras croustille, servis rosés avec des quartiers de pommes dorés dans la graisse du canard et une sauce au miel et au vinaigre de cidre.",
    image: "/images/recettes/magret-de-canard-aux-pommes.svg",
    imageAlt:
      "Illustration : des tranches de magret rosé à la peau dorée disposées en éventail sur une assiette noire, à côté de quartiers de pommes caramélisés.",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
    region: "Sud-Ouest",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes reinettes", quantite: 5, unite: "pièce" },
      { nom: "magrets de canard", quantite: 2, unite: "pièce" },
      { nom: "miel", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 3, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      toTaste("fleur de sel"),
      toTaste("poivre"),
    ],
    equipment: ["Deux poêles", "Couteau bien aiguisé", "Bol", "Papier d'aluminium"],
    steps: [
      {
        description:
          "Quadrillez la peau des magrets au couteau sans entailler la chair, puis salez et poivrez les deux faces. Coupez les pommes en quartiers sans les peler et retirez le cœur.",
      },
      {
        description:
          "Posez les magrets côté peau dans une poêle froide, sans matière grasse, et faites-les cuire en vidant la graisse fondue dans un bol au fur et à mesure.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Retournez-les et poursuivez côté chair, puis laissez-les reposer sous une feuille d'aluminium.",
        temps: "4 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Pendant le repos, faites dorer les pommes avec le thym dans deux cuillerées de la graisse recueillie, jusqu'à ce qu'elles soient caramélisées mais encore fermes.",
        temps: "8 min",
        temperature: "feu vif",
      },
      {
        description:
          "Videz la poêle des magrets, déglacez au vinaigre de cidre, ajoutez le miel et laissez réduire jusqu'à ce que la sauce devienne sirupeuse.",
        temps: "2 min",
      },
      { description: "Tranchez les magrets en biais, nappez-les de sauce et servez avec les pommes." },
    ],
    tips: [
      "Gardez le reste de la graisse au frais : elle fera les meilleures pommes de terre sautées de la semaine.",
      "Le repos est indispensable : le jus se répartit et la viande reste rosée d'un bord à l'autre.",
    ],
    variations: [
      "En été, remplacez les pommes par des figues fraîches ou des pêches coupées en deux.",
      "Déglacez à l'armagnac plutôt qu'au vinaigre pour une sauce plus ronde.",
    ],
    wine: {
      wine: "Madiran",
      type: "Vin rouge",
      region: "Sud-Ouest",
      why: "Le tannat de Madiran, puissant et tannique, est taillé pour le gras du canard, que ses tanins viennent resserrer.",
    },
  },
  {
    id: "cervelle-de-canut",
    title: "Cervelle de canut",
    description:
      "Le fromage blanc battu des tisserands lyonnais, relevé d'échalote, d'ail et de fines herbes et détendu d'un filet d'huile et de vinaigre, pour l'apéritif ou le mâchon.",
    image: "/images/recettes/cervelle-de-canut.svg",
    imageAlt:
      "Illustration : un bol de fromage blanc moucheté d'herbes vertes vu de dessus, entouré de tranches de pain grillé et de radis roses.",
    prepMinutes: 10,
    cookMinutes: 0,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
    region: "Lyon",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "fromage blanc", quantite: 400, unite: "g" },
      { nom: "crème fraîche épaisse", quantite: 2, unite: "c. à soupe" },
      { nom: "échalote", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "ciboulette", quantite: 1, unite: "botte" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      { nom: "cerfeuil", quantite: 1, unite: "c. à soupe" },
      { nom: "huile d'olive", quantite: 1, unite: "c. à soupe" },
      { nom: "vinaigre de vin", quantite: 1, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Saladier", "Fouet", "Passoire fine", "Couteau d'office"],
    steps: [
      {
        description:
          "Si le fromage blanc est très liquide, laissez-le s'égoutter quelques minutes dans une passoire fine.",
      },
      {
        description:
          "Ciselez finement l'échalote, la ciboulette, le persil et le cerfeuil ; écrasez l'ail en purée.",
      },
      {
        description:
          "Battez le fromage blanc avec la crème au fouet, puis incorporez l'huile d'olive et le vinaigre petit à petit, comme pour une mayonnaise.",
      },
      {
        description:
          "Ajoutez l'échalote, l'ail et les herbes, salez et poivrez généreusement. Gardez au frais jusqu'au moment de servir.",
      },
    ],
    tips: [
      "Son nom se moque, dit-on, des canuts de la Croix-Rousse, dont la cervelle aurait été aussi molle que ce fromage.",
      "Préparée une heure à l'avance, elle laisse aux herbes le temps de parfumer le fromage.",
      "Servez avec du pain de campagne grillé, des radis ou des pommes de terre en robe des champs.",
    ],
    variations: [
      "Ajoutez un peu d'estragon ou d'aneth pour une version plus printanière.",
      "Remplacez l'huile d'olive par de l'huile de noix, comme dans certains bouchons.",
    ],
    wine: {
      wine: "Beaujolais blanc",
      type: "Vin blanc",
      region: "Beaujolais",
      why: "Un chardonnay frais et tendre des coteaux voisins de Lyon, qui suit la fraîcheur lactée du fromage et l'ail sans les écraser.",
    },
  },
  {
    id: "fondue-savoyarde",
    title: "Fondue savoyarde",
    description:
      "Trois fromages de Savoie fondus lentement dans le vin blanc avec une pointe de kirsch, dans un caquelon frotté d'ail où chacun trempe son pain en remuant en huit.",
    image: "/images/recettes/fondue-savoyarde.svg",
    imageAlt:
      "Illustration : un caquelon rouge rempli de fromage fondu jaune pâle, entouré de cubes de pain et de longues piques à fondue.",
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 6,
    difficulty: "Facile",
    category: "Végétarien",
    region: "Savoie",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "beaufort", quantite: 350, unite: "g" },
      { nom: "comté", quantite: 350, unite: "g" },
      { nom: "emmental", quantite: 300, unite: "g" },
      { nom: "vin blanc sec", quantite: 40, unite: "cl" },
      { nom: "kirsch", quantite: 4, unite: "cl" },
      { nom: "fécule de maïs", quantite: 1, unite: "c. à café" },
      { nom: "ail", quantite: 1, unite: "gousse" },
      { nom: "baguettes", quantite: 2, unite: "pièce" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("poivre"),
    ],
    equipment: ["Caquelon et réchaud à fondue", "Piques à fondue", "Râpe", "Cuillère en bois"],
    steps: [
      {
        description:
          "Coupez le pain en cubes de 3 cm en gardant un morceau de croûte sur chacun : une baguette de la veille tient mieux dans le fromage.",
      },
      {
        description:
          "Retirez la croûte des fromages et râpez-les grossièrement, ou coupez-les en lamelles fines.",
      },
      {
        description:
          "Frottez l'intérieur du caquelon avec la gousse d'ail coupée en deux. Versez le vin blanc et chauffez-le jusqu'à ce qu'il frémisse.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les fromages par poignées en remuant sans cesse en huit avec la cuillère en bois ; attendez que chaque poignée soit fondue avant la suivante.",
        temps: "10 min",
        temperature: "feu doux",
      },
      {
        description:
          "Délayez la fécule dans le kirsch, versez-la dans le caquelon et remuez jusqu'à ce que le fromage soit lisse et nappant. Poivrez et ajoutez la muscade.",
        temps: "2 min",
        temperature: "feu doux",
      },
      {
        description:
          "Posez le caquelon sur le réchaud, à petite flamme, et laissez chacun y tremper son pain piqué en remuant à chaque passage.",
      },
    ],
    tips: [
      "Si le fromage se sépare du vin, ajoutez un trait de jus de citron et fouettez vivement hors du feu.",
      "La croûte dorée qui reste au fond du caquelon, la religieuse, se partage à la fin : veillez à ce qu'elle ne brûle pas.",
    ],
    variations: [
      "En Suisse, la moitié-moitié associe gruyère et vacherin fribourgeois.",
      "Ajoutez des morilles réhydratées pour une fondue forestière.",
    ],
    wine: {
      wine: "Roussette de Savoie",
      type: "Vin blanc",
      region: "Savoie",
      why: "Le blanc des coteaux savoyards, de la même famille que celui du caquelon, apporte la fraîcheur qu'il faut entre deux bouchées de fromage fondu.",
    },
  },
  {
    id: "flamiche-aux-poireaux",
    title: "Flamiche aux poireaux",
    description:
      "La tarte picarde aux poireaux fondus au beurre, liés d'œufs et de crème dans une pâte brisée, et dorée au four jusqu'à ce que la garniture soit tout juste prise.",
    image: "/images/recettes/flamiche-aux-poireaux.svg",
    imageAlt:
      "Illustration : une tarte ronde à bord cannelé garnie de poireaux vert tendre et de crème dorée, dont une part est coupée.",
    prepMinutes: 25,
    cookMinutes: 55,
    servings: 6,
    difficulty: "Moyen",
    category: "Végétarien",
    region: "Nord",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "poireaux", quantite: 1, unite: "kg" },
      { nom: "pâte brisée", quantite: 1, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "œufs", quantite: 3, unite: "pièce" },
      { nom: "crème fraîche", quantite: 20, unite: "cl" },
      { nom: "muscade", quantite: 1, unite: "pincée" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Moule à tarte de 26 cm", "Sauteuse avec couvercle", "Saladier", "Fouet"],
    steps: [
      {
        description:
          "Fendez les poireaux en deux dans la longueur, lavez-les soigneusement entre les feuilles et émincez-les finement, vert tendre compris.",
      },
      {
        description:
          "Faites-les fondre à couvert dans le beurre avec une pincée de sel, en remuant souvent, puis découvrez pour évaporer leur eau ; ils doivent être tendres sans colorer.",
        temps: "25 min",
        temperature: "feu doux",
      },
      {
        description: "Préchauffez le four. Foncez le moule avec la pâte brisée et piquez le fond.",
        temperature: "190 °C",
      },
      {
        description:
          "Battez les œufs avec la crème, la muscade, du sel et du poivre, puis mélangez avec les poireaux tiédis.",
      },
      {
        description:
          "Versez la garniture sur la pâte et enfournez jusqu'à ce qu'elle soit dorée et à peine prise au centre.",
        temps: "30 min",
        temperature: "190 °C",
      },
    ],
    tips: [
      "Pressez légèrement les poireaux dans une passoire avant d'y ajouter les œufs : le fond de tarte restera croustillant.",
      "Servie tiède avec une salade d'endives, elle fait un repas complet.",
    ],
    variations: [
      "À la mode du Nord, couvrez la garniture d'un second disque de pâte, comme une tourte.",
      "Ajoutez des lamelles de maroilles sur le dessus avant d'enfourner.",
    ],
    wine: {
      wine: "Sancerre blanc",
      type: "Vin blanc",
      region: "Val de Loire",
      why: "Le sauvignon de Sancerre, vif et minéral, équilibre la douceur des poireaux et le moelleux de la crème.",
    },
  },
  {
    id: "oeufs-en-meurette",
    title: "Œufs en meurette",
    description:
      "L'entrée des repas de fête en Bourgogne : des œufs pochés dans le vin rouge, nappés de ce vin réduit avec échalotes, lardons et champignons puis lié au beurre, et servis sur des croûtons frottés d'ail.",
    image: "/images/recettes/oeufs-en-meurette.svg",
    imageAlt:
      "Illustration : deux œufs pochés posés sur des croûtons dans une assiette creuse, nappés d'une sauce bordeaux avec des lardons et des champignons.",
    prepMinutes: 15,
    cookMinutes: 35,
    servings: 4,
    difficulty: "Moyen",
    category: "Entrées",
    region: "Bourgogne",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "œufs", quantite: 8, unite: "pièce" },
      { nom: "vin rouge", quantite: 50, unite: "cl" },
      { nom: "lardons fumés", quantite: 100, unite: "g" },
      { nom: "champignons de Paris", quantite: 100, unite: "g" },
      { nom: "échalotes", quantite: 3, unite: "pièce" },
      { nom: "beurre", quantite: 40, unite: "g" },
      { nom: "farine", quantite: 1, unite: "c. à soupe" },
      { nom: "pain de campagne", quantite: 4, unite: "tranche" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "thym", quantite: 1, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Sauteuse large", "Écumoire", "Tasse", "Petit fouet"],
    steps: [
      {
        description:
          "Faites revenir les lardons dans la sauteuse, ajoutez les échalotes ciselées et les champignons émincés et laissez-les fondre.",
        temps: "6 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Versez le vin rouge, ajoutez le thym, le laurier et une gousse d'ail écrasée, puis portez à frémissement. Cassez les œufs un à un dans une tasse et pochez-les deux par deux dans le vin, puis réservez-les sur une assiette chaude.",
        temps: "12 min",
        temperature: "frémissement",
      },
      {
        description:
          "Faites réduire le vin de moitié. Malaxez le beurre avec la farine, incorporez-le en petits morceaux au fouet et laissez épaissir la sauce ; salez et poivrez.",
        temps: "15 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Pendant ce temps, faites griller les tranches de pain et frottez-les avec la seconde gousse d'ail.",
        temps: "3 min",
      },
      {
        description:
          "Posez deux œufs sur chaque croûton, nappez généreusement de sauce avec les lardons et les champignons, et servez bien chaud.",
      },
    ],
    tips: [
      "Goûtez la sauce après réduction : une pincée de sucre corrige un vin un peu acide.",
      "Les œufs pochés se gardent quelques minutes dans une eau tiède et reprennent leur chaleur sous la sauce brûlante.",
    ],
    variations: [
      "Servez-les en plat principal, à raison de trois œufs par personne, avec une purée de pommes de terre.",
      "Ajoutez quelques petits oignons glacés à la sauce, comme pour un bœuf bourguignon.",
    ],
    wine: {
      wine: "Bourgogne Hautes-Côtes de Nuits",
      type: "Vin rouge",
      region: "Bourgogne",
      why: "Un pinot noir frais et fruité, de la même région que le vin de la sauce, qui ne sature pas le palais en début de repas.",
    },
  },
  {
    id: "lapin-a-la-moutarde",
    title: "Lapin à la moutarde",
    description:
      "Le lapin des dimanches dijonnais : des morceaux badigeonnés de moutarde forte, dorés puis mijotés au vin blanc et finis à la crème, avec de la moutarde à l'ancienne pour le grain.",
    image: "/images/recettes/lapin-a-la-moutarde.svg",
    imageAlt:
      "Illustration : une cocotte jaune moutarde remplie de morceaux de lapin dorés dans une sauce crème piquetée de graines de moutarde, avec du persil.",
    prepMinutes: 15,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Facile",
    category: "Viande",
    region: "Bourgogne",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "lapin", quantite: 1.2, unite: "kg" },
      { nom: "moutarde de Dijon", quantite: 4, unite: "c. à soupe" },
      { nom: "moutarde à l'ancienne", quantite: 1, unite: "c. à soupe" },
      { nom: "échalotes", quantite: 3, unite: "pièce" },
      { nom: "vin blanc sec", quantite: 20, unite: "cl" },
      { nom: "crème fraîche", quantite: 15, unite: "cl" },
      { nom: "beurre", quantite: 20, unite: "g" },
      { nom: "huile", quantite: 1, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte", "Pinceau de cuisine", "Cuillère en bois"],
    steps: [
      {
        description:
          "Badigeonnez les morceaux de lapin de moutarde de Dijon sur toutes leurs faces, salez et poivrez.",
      },
      {
        description: "Faites-les dorer dans le beurre et l'huile, dans la cocotte, puis réservez-les.",
        temps: "10 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Faites revenir les échalotes ciselées dans la même cocotte, puis déglacez au vin blanc en grattant bien les sucs.",
        temps: "4 min",
      },
      {
        description:
          "Remettez le lapin, ajoutez le thym et le laurier, couvrez et laissez mijoter en retournant les morceaux à mi-cuisson.",
        temps: "35 min",
        temperature: "feu doux",
      },
      {
        description:
          "Retirez le lapin, versez la crème et laissez réduire jusqu'à ce que la sauce nappe. Hors du feu, incorporez la moutarde à l'ancienne, remettez les morceaux pour les enrober et parsemez de persil.",
        temps: "5 min",
        temperature: "feu vif",
      },
    ],
    tips: [
      "La moutarde perd son piquant et devient amère si elle bout longtemps : celle en grains s'ajoute donc hors du feu.",
      "Demandez au boucher de découper le lapin en gardant le râble en deux morceaux, plus moelleux.",
    ],
    variations: [
      "Préparez la même recette avec des cuisses de poulet, cuites le même temps.",
      "Ajoutez des lardons et des champignons avec les échalotes pour une version plus rustique.",
    ],
    wine: {
      wine: "Bourgogne aligoté",
      type: "Vin blanc",
      region: "Bourgogne",
      why: "Vif et citronné, l'aligoté coupe la richesse de la crème et répond au piquant de la moutarde de la même région.",
    },
  },
  {
    id: "accras-de-morue",
    title: "Accras de morue",
    description:
      "Les beignets créoles de l'apéritif antillais : de la morue dessalée et émiettée dans une pâte légère relevée de piment, de cive et de thym, puis frite par cuillerées jusqu'à ce que les beignets gonflent et dorent.",
    image: "/images/recettes/accras-de-morue.svg",
    imageAlt:
      "Illustration : une corbeille tapissée de papier remplie de petits beignets ronds dorés, avec des quartiers de citron vert et un piment rouge.",
    prepMinutes: 60,
    cookMinutes: 20,
    servings: 8,
    difficulty: "Moyen",
    category: "Entrées",
    region: "Antilles/Réunion",
    chef: "Chef Bastien Roux",
    ingredients: [
      { nom: "morue salée", quantite: 250, unite: "g" },
      { nom: "farine", quantite: 200, unite: "g" },
      { nom: "levure chimique", quantite: 1, unite: "c. à café" },
      { nom: "œuf", quantite: 1, unite: "pièce" },
      { nom: "eau", quantite: 20, unite: "cl" },
      { nom: "oignons nouveaux", quantite: 3, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "piment", quantite: 1, unite: "pièce" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "citrons verts", quantite: 2, unite: "pièce" },
      { nom: "huile de friture", quantite: 30, unite: "cl" },
      toTaste("poivre"),
    ],
    equipment: [
      "Petite casserole à bord haut",
      "Saladier",
      "Écumoire",
      "Papier absorbant",
      "Thermomètre de cuisine",
    ],
    steps: [
      {
        description:
          "La veille, faites dessaler la morue au frais dans un grand volume d'eau froide, en changeant l'eau trois ou quatre fois.",
      },
      {
        description:
          "Pochez la morue dans de l'eau frémissante, égouttez-la, retirez la peau et les arêtes et émiettez-la finement.",
        temps: "8 min",
        temperature: "frémissement",
      },
      {
        description:
          "Hachez finement les oignons nouveaux, l'ail, le persil et le piment épépiné, effeuillez le thym, puis mélangez-les à la morue avec le jus d'un citron vert.",
      },
      {
        description:
          "Mélangez la farine et la levure, ajoutez l'œuf puis l'eau petit à petit pour obtenir une pâte épaisse et lisse. Incorporez la morue, poivrez et laissez reposer 30 min.",
        temps: "30 min",
      },
      {
        description:
          "Chauffez 2 cm d'huile dans la casserole. Déposez-y des cuillerées de pâte par petites quantités et laissez-les frire en les retournant, jusqu'à ce qu'elles soient gonflées et dorées.",
        temps: "4 min",
        temperature: "170 °C",
      },
      {
        description:
          "Égouttez les accras sur du papier absorbant et servez-les brûlants, avec le second citron vert coupé en quartiers.",
      },
    ],
    tips: [
      "Une pâte bien reposée donne des accras plus aérés : la levure a le temps d'agir.",
      "Sans thermomètre, testez l'huile avec une goutte de pâte : elle doit remonter aussitôt en grésillant.",
      "Faites-les frire par petites quantités pour que l'huile ne refroidisse pas.",
    ],
    variations: [
      "Remplacez la morue par des crevettes hachées, ou par du giraumon râpé pour des accras de légumes.",
      "Ajoutez une pincée de colombo à la pâte pour une couleur plus dorée.",
    ],
    wine: {
      wine: "Crémant de Bourgogne",
      type: "Vin effervescent",
      region: "Bourgogne",
      why: "Ses bulles fines et son acidité nettoient le palais entre deux beignets et apaisent le piment.",
    },
  },
  {
    id: "cotriade-bretonne",
    title: "Cotriade bretonne",
    description:
      "La soupe des pêcheurs bretons : des pommes de terre cuites dans un bouillon d'oignons au beurre salé, où l'on poche plusieurs poissons, servis à part avec une vinaigrette tandis que le bouillon est versé sur du pain.",
    image: "/images/recettes/cotriade-bretonne.svg",
    imageAlt:
      "Illustration : un plat creux bleu et blanc de tronçons de poisson et de quartiers de pomme de terre, à côté d'un bol de bouillon doré sur une tranche de pain.",
    prepMinutes: 30,
    cookMinutes: 40,
    servings: 6,
    difficulty: "Moyen",
    category: "Poisson",
    region: "Bretagne",
    chef: "Chef Antoine Mercier",
    ingredients: [
      { nom: "pommes de terre", quantite: 1, unite: "kg" },
      { nom: "maquereau", quantite: 400, unite: "g" },
      { nom: "filets de merlu", quantite: 400, unite: "g" },
      { nom: "lieu jaune", quantite: 400, unite: "g" },
      { nom: "oignons", quantite: 2, unite: "pièce" },
      { nom: "beurre demi-sel", quantite: 40, unite: "g" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "huile de colza", quantite: 4, unite: "c. à soupe" },
      { nom: "vinaigre de cidre", quantite: 2, unite: "c. à soupe" },
      { nom: "moutarde", quantite: 1, unite: "c. à café" },
      { nom: "pain de campagne", quantite: 6, unite: "tranche" },
      { nom: "persil", quantite: 2, unite: "c. à soupe" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grand faitout", "Écumoire", "Plat creux de service", "Bol"],
    steps: [
      {
        description:
          "Écaillez et videz les poissons si le poissonnier ne l'a pas fait, puis coupez-les en tronçons de 5 cm.",
      },
      {
        description:
          "Faites fondre les oignons émincés dans le beurre demi-sel au fond du faitout, sans les colorer.",
        temps: "5 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les pommes de terre coupées en quartiers, le thym et le laurier, puis versez 2 l d'eau. Salez, poivrez et laissez cuire à petits bouillons.",
        temps: "15 min",
      },
      {
        description:
          "Déposez d'abord le maquereau, plus ferme, puis 5 min plus tard le merlu et le lieu. Laissez pocher à frémissement sans remuer.",
        temps: "10 min",
        temperature: "frémissement",
      },
      {
        description:
          "Pendant ce temps, fouettez l'huile, le vinaigre et la moutarde avec du sel et du poivre, et faites griller les tranches de pain.",
        temps: "3 min",
      },
      {
        description:
          "Versez d'abord le consommé sur les tranches de pain, puis servez les poissons et les pommes de terre sur un plat, arrosés de vinaigrette et parsemés de persil.",
      },
    ],
    tips: [
      "Choisissez au moins trois poissons, dont un gras comme le maquereau ou la sardine : c'est lui qui parfume le bouillon.",
      "Les pêcheurs y mettaient les poissons qu'ils n'avaient pas vendus : fiez-vous à l'arrivage du jour plutôt qu'à la liste.",
    ],
    variations: [
      "Ajoutez une poignée de moules en fin de cuisson pour un bouillon plus iodé.",
      "Remplacez la vinaigrette par une sauce à l'oseille pour accompagner les poissons.",
    ],
    wine: {
      wine: "Gros-plant du Pays nantais",
      type: "Vin blanc",
      region: "Pays nantais",
      why: "Sec, vif et iodé, le gros-plant tranche le gras du maquereau et répond à l'acidité de la vinaigrette.",
    },
  },
  {
    id: "pot-au-feu",
    title: "Pot-au-feu",
    description:
      "Le plat de famille par excellence : deux morceaux de bœuf cuits très lentement avec carottes, poireaux, navets et céleri, dont on boit d'abord le bouillon avant de servir la viande avec moutarde et gros sel.",
    image: "/images/recettes/pot-au-feu.svg",
    imageAlt:
      "Illustration : un grand plat blanc où sont disposés des tranches de bœuf, des carottes entières, des poireaux ficelés et des navets, avec un petit pot de moutarde.",
    prepMinutes: 30,
    cookMinutes: 210,
    servings: 8,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Hélène Dufresne",
    ingredients: [
      { nom: "carottes", quantite: 1, unite: "kg" },
      { nom: "paleron", quantite: 800, unite: "g" },
      { nom: "plat de côtes", quantite: 700, unite: "g" },
      { nom: "navets", quantite: 6, unite: "pièce" },
      { nom: "pommes de terre", quantite: 6, unite: "pièce" },
      { nom: "poireaux", quantite: 4, unite: "pièce" },
      { nom: "branches de céleri", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "clous de girofle", quantite: 3, unite: "pièce" },
      { nom: "thym", quantite: 3, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      { nom: "moutarde", quantite: 4, unite: "c. à soupe" },
      { nom: "cornichons", quantite: 12, unite: "pièce" },
      toTaste("gros sel"),
      toTaste("poivre"),
    ],
    equipment: ["Très grand faitout", "Écumoire", "Ficelle de cuisine", "Casserole"],
    steps: [
      {
        description:
          "Mettez le paleron et le plat de côtes dans le faitout, couvrez largement d'eau froide et portez doucement à ébullition.",
        temps: "20 min",
      },
      {
        description:
          "Écumez soigneusement, ajoutez l'oignon piqué des clous de girofle, le thym, le laurier et une poignée de gros sel, puis laissez frémir à couvert.",
        temps: "2 h",
        temperature: "frémissement",
      },
      {
        description:
          "Pendant ce temps, épluchez les carottes, les navets et les pommes de terre, ficelez les poireaux en botte et coupez le céleri en tronçons.",
      },
      {
        description:
          "Ajoutez les carottes, les navets, les poireaux et le céleri, et poursuivez à frémissement.",
        temps: "45 min",
        temperature: "frémissement",
      },
      {
        description:
          "Faites cuire les pommes de terre à part, dans une louche de bouillon allongée d'eau, pour ne pas troubler le pot.",
        temps: "25 min",
      },
      {
        description:
          "Servez d'abord le consommé dégraissé, puis la viande tranchée entourée des légumes, avec la moutarde, les cornichons et du gros sel.",
      },
    ],
    tips: [
      "Un départ à l'eau froide donne un bouillon riche, un départ à l'eau bouillante une viande plus juteuse : choisissez selon ce que vous préférez.",
      "Le bouillon restant fait une base de soupe ou de risotto et se congèle très bien.",
    ],
    variations: [
      "Ajoutez un os à moelle enveloppé de gaze pendant la dernière heure et servez la moelle sur du pain grillé.",
      "Hachez les restes de viande le lendemain pour un hachis parmentier.",
    ],
    wine: {
      wine: "Chinon",
      type: "Vin rouge",
      region: "Val de Loire",
      why: "Un cabernet franc souple et frais, servi légèrement rafraîchi, accompagne les viandes bouillies et les légumes sans les écraser.",
    },
  },
  {
    id: "navarin-d-agneau-printanier",
    title: "Navarin d'agneau printanier",
    description:
      "Le ragoût d'agneau du printemps : de l'épaule mijotée à la tomate, rejointe en fin de cuisson par les premiers navets, des carottes nouvelles, des petits pois et des pommes de terre grenaille.",
    image: "/images/recettes/navarin-d-agneau-printanier.svg",
    imageAlt:
      "Illustration : une cocotte crème remplie de morceaux d'agneau en sauce ambrée, avec des petits navets blancs, des carottes orange et des petits pois verts.",
    prepMinutes: 30,
    cookMinutes: 105,
    servings: 6,
    difficulty: "Moyen",
    category: "Viande",
    chef: "Chef Margaux Delorme",
    ingredients: [
      { nom: "épaule d'agneau", quantite: 1.2, unite: "kg" },
      { nom: "navets nouveaux", quantite: 6, unite: "pièce" },
      { nom: "carottes nouvelles", quantite: 6, unite: "pièce" },
      { nom: "pommes de terre grenaille", quantite: 500, unite: "g" },
      { nom: "petits pois", quantite: 300, unite: "g" },
      { nom: "oignons nouveaux", quantite: 6, unite: "pièce" },
      { nom: "ail", quantite: 2, unite: "gousse" },
      { nom: "concentré de tomate", quantite: 1, unite: "c. à soupe" },
      { nom: "farine", quantite: 1, unite: "c. à soupe" },
      { nom: "sucre", quantite: 1, unite: "pincée" },
      { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 1, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Cocotte en fonte", "Économe", "Cuillère en bois"],
    steps: [
      { description: "Coupez l'agneau en morceaux de 5 cm, salez-les et poivrez-les." },
      {
        description:
          "Faites-les dorer dans l'huile d'olive, saupoudrez de sucre pour les caraméliser légèrement, puis de farine, et remuez une minute.",
        temps: "10 min",
        temperature: "feu vif",
      },
      {
        description:
          "Ajoutez l'ail écrasé, le concentré de tomate, le thym et le laurier, puis versez de l'eau à hauteur. Couvrez et laissez mijoter.",
        temps: "50 min",
        temperature: "feu doux",
      },
      {
        description:
          "Ajoutez les carottes, les navets, les oignons nouveaux et les pommes de terre, épluchés et laissés entiers, puis poursuivez à couvert.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description:
          "Incorporez les petits pois et laissez cuire encore à découvert, jusqu'à ce qu'ils soient tendres et la sauce nappante.",
        temps: "10 min",
      },
      {
        description:
          "Dégraissez la surface à la cuillère, rectifiez l'assaisonnement et servez dans la cocotte.",
      },
    ],
    tips: [
      "Le nom viendrait du navet, longtemps le légume vedette de ce ragoût : choisissez-les petits et fermes.",
      "Le sucre du début donne sa couleur ambrée à la sauce sans la sucrer.",
    ],
    variations: [
      "À la fin du printemps, ajoutez des haricots verts et des fèves pelées avec les petits pois.",
      "Hors saison, préparez-le avec des carottes, des navets et des pommes de terre d'hiver coupés en gros morceaux.",
    ],
    wine: {
      wine: "Pauillac",
      type: "Vin rouge",
      region: "Bordelais",
      why: "Le cabernet-sauvignon de Pauillac, aux notes de cassis et de cèdre, est l'accord classique de l'agneau, et sa fraîcheur répond aux légumes nouveaux.",
    },
  },
  {
    id: "garbure",
    title: "Garbure",
    description:
      "La soupe épaisse du Béarn, où la louche doit tenir debout : chou vert, haricots blancs, pommes de terre et légumes longuement mijotés avec du confit de canard et du jambon de Bayonne.",
    image: "/images/recettes/garbure.svg",
    imageAlt:
      "Illustration : une soupière en terre remplie d'une soupe épaisse de chou vert, de haricots blancs et de légumes, avec une cuisse de canard confite au centre.",
    prepMinutes: 30,
    cookMinutes: 150,
    servings: 8,
    difficulty: "Facile",
    category: "Plats",
    region: "Sud-Ouest",
    chef: "Chef Élise Marchand",
    ingredients: [
      { nom: "chou vert", quantite: 1, unite: "pièce" },
      { nom: "cuisses de canard confites", quantite: 3, unite: "pièce" },
      { nom: "haricots blancs secs", quantite: 300, unite: "g" },
      { nom: "pommes de terre", quantite: 4, unite: "pièce" },
      { nom: "carottes", quantite: 3, unite: "pièce" },
      { nom: "navets", quantite: 2, unite: "pièce" },
      { nom: "poireaux", quantite: 2, unite: "pièce" },
      { nom: "oignon", quantite: 1, unite: "pièce" },
      { nom: "ail", quantite: 4, unite: "gousse" },
      { nom: "jambon de Bayonne", quantite: 150, unite: "g" },
      { nom: "thym", quantite: 2, unite: "brin" },
      { nom: "laurier", quantite: 2, unite: "pièce" },
      toTaste("sel"),
      toTaste("poivre"),
    ],
    equipment: ["Grande marmite", "Écumoire", "Couteau de chef"],
    steps: [
      { description: "La veille, faites tremper les haricots blancs dans un grand volume d'eau froide." },
      {
        description:
          "Faites fondre un peu de la graisse des cuisses confites dans la marmite et faites-y revenir l'oignon émincé, les poireaux en rondelles et l'ail.",
        temps: "8 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Ajoutez les haricots égouttés, le jambon de Bayonne en dés, le thym, le laurier et 3 l d'eau. Portez à ébullition, puis laissez frémir.",
        temps: "1 h",
        temperature: "frémissement",
      },
      {
        description:
          "Ajoutez les carottes, les navets et les pommes de terre en morceaux, puis le chou émincé en lanières, et laissez mijoter.",
        temps: "45 min",
        temperature: "feu doux",
      },
      {
        description:
          "Enfoncez les cuisses de canard dans la soupe et laissez cuire encore jusqu'à ce que les légumes soient fondants et le bouillon épais.",
        temps: "30 min",
        temperature: "feu doux",
      },
      {
        description:
          "Goûtez avant de saler, car le jambon et le canard le sont déjà. Servez bien chaud, avec la viande effilochée dans chaque assiette.",
      },
    ],
    tips: [
      "En Béarn, on finit l'assiette en faisant chabrot : un trait de vin rouge versé dans le fond de bouillon et bu à même l'assiette.",
      "Comme toutes les soupes paysannes, la garbure est encore meilleure réchauffée le lendemain.",
    ],
    variations: [
      "Au printemps, remplacez les haricots secs par des fèves fraîches.",
      "Versez-la sur des tranches de pain de campagne rassis pour une soupe encore plus épaisse.",
    ],
    wine: {
      wine: "Béarn rouge",
      type: "Vin rouge",
      region: "Sud-Ouest",
      why: "Le vin du pays même de la garbure, souple et fruité, est aussi celui que l'on verse dans l'assiette pour faire chabrot.",
    },
  },
];
