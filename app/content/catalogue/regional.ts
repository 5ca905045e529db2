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
      "Illustration : un grand plat ovale de choucroute blonde garnie de saucisses rosées, de tranches de lard et de pommes de terre.",
    prepMinutes: 30,
    cookMinutes: 150,
    servings: 6,
    difficulty: "Moyen",
    category: "Plats",
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
          "Étalez la moitié de la choucroute, posez l'échine et la poitrine fumée coupées en gros morceaux, ajoutez l'ail écrasé, le genièvre, les clous de girofle et le laurier, puis couvrez avec le reste du chou. Poivrez.",
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
          "Posez les saucisses de Strasbourg sur la choucroute pour les réchauffer sans les faire éclater. Dressez le chou en dôme sur un grand plat, entouré des viandes tranchées et des pommes de terre.",
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
      "Illustration : une galette brune repliée en carré sur une assiette, avec un jaune d'œuf au centre, du jambon rose et du fromage fondu.",
    prepMinutes: 10,
    cookMinutes: 16,
    servings: 2,
    difficulty: "Moyen",
    category: "Plats",
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
          "Laissez cuire jusqu'à ce que le blanc soit pris et le fromage fondu, puis rabattez quatre bords vers le centre pour former un carré qui laisse voir le jaune. Poivrez.",
        temps: "3 min",
        temperature: "feu moyen",
      },
      {
        description:
          "Servez aussitôt et recommencez avec le reste de la pâte, en graissant la crêpière entre deux galettes.",
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
      "Illustration : une soupière de légumes vue de dessus, pleine de haricots blancs, de dés de courgette et de carotte, avec une cuillerée de pistou vert au centre.",
    prepMinutes: 30,
    cookMinutes: 75,
    servings: 6,
    difficulty: "Facile",
    category: "Végétarien",
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
      "Illustration : une cassole en terre vue de dessus, couverte d'une croûte dorée d'où dépassent des haricots blancs, des rondelles de saucisse et une cuisse de canard.",
    prepMinutes: 45,
    cookMinutes: 255,
    servings: 8,
    difficulty: "Difficile",
    category: "Plats",
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
          "Dans la cassole, alternez les haricots égouttés et les viandes en finissant par une couche de haricots. Versez le jus des haricots à hauteur, salez et poivrez.",
      },
      {
        description:
          "Enfournez et laissez cuire doucement. Chaque fois qu'une croûte dorée se forme, enfoncez-la dans les haricots avec le dos d'une cuillère et ajoutez un peu de bouillon si le plat s'assèche ; brisez-la ainsi au moins trois fois.",
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
      "Illustration : une assiette de frisée vert pâle parsemée de lardons et de croûtons, avec un œuf poché blanc posé au centre.",
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 4,
    difficulty: "Facile",
    category: "Entrées",
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
      "Illustration : une cocotte vert pomme remplie de morceaux de poulet dorés dans une sauce crémeuse ivoire, avec des champignons et du thym.",
    prepMinutes: 20,
    cookMinutes: 55,
    servings: 4,
    difficulty: "Moyen",
    category: "Viande",
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
      "Illustration : un plat à gratin rectangulaire de pommes de terre en rondelles, couvert de deux demi-reblochons fondus et dorés, parsemé de lardons.",
    prepMinutes: 20,
    cookMinutes: 50,
    servings: 6,
    difficulty: "Facile",
    category: "Plats",
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
    equipment: ["Grand plat à gratin", "Faitout", "Poêle"],
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
      "Illustration : une cocotte noire de morceaux de bœuf dans une sauce brun foncé, avec des oignons fondus et une tranche de pain d'épices.",
    prepMinutes: 25,
    cookMinutes: 180,
    servings: 6,
    difficulty: "Facile",
    category: "Viande",
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
        description:
          "Mélangez, retirez les herbes, goûtez et rectifiez l'assaisonnement. Servez avec des pommes de terre vapeur ou une purée bien beurrée.",
      },
    ],
    tips: [
      "Prenez une bière d'abbaye brune ou ambrée, peu amère : une bière trop houblonnée rendrait la sauce âcre.",
      "Comme tous les ragoûts, la carbonade gagne à être préparée la veille et réchauffée doucement.",
    ],
    variations: [
      "Remplacez une partie du paleron par de la joue de bœuf, encore plus fondante.",
      "Ajoutez des champignons de Paris poêlés en fin de cuisson, comme on le fait souvent à Lille.",
    ],
    wine: {
      wine: "Côtes-du-Rhône Villages",
      type: "Vin rouge",
      region: "Vallée du Rhône",
      why: "Ses tanins souples et ses notes d'épices répondent à la douceur de la sauce au pain d'épices sans heurter l'amertume de la bière.",
    },
  },
];
