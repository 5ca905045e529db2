import { BookHeart, CalendarDays, CookingPot, Refrigerator, ShoppingBasket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dayLabel } from "~/domain/base/week";
import { itemsLeftSentence } from "~/domain/meal-plan/today";
import { MEAL_TYPES, mealTypeLabels } from "~/domain/meal-plan/types";
import type { CoverageCard } from "~/domain/pantry/pantry-forms";
import { LiveListNote } from "~/components/live/live-list";

const NBSP = "\u00a0";

export interface TodayPageProps {
  /** The member's name; undefined for a visitor who has a menu this week. */
  name?: string;
  today: string;
  hasWeekMenu: boolean;
  meals: {
    id: string;
    type: (typeof MEAL_TYPES)[number];
    name: string;
    portions: number;
    href?: string;
    cookHref?: string;
  }[];
  itemsLeft?: number;
  pantrySize: number;
  pantryCards: CoverageCard[];
  saved: { id: string; title: string; href: string }[];
  /** Where the landing page lives for someone whose `/` is this page. */
  landingHref: string;
  /** Whether there is a shopping list whose changes to follow. */
  live?: boolean;
}

/**
 * « Aujourd'hui »: what a cook needs on opening Toque, each block with its way forward when
 * empty. Plain links and server-rendered text: the page works before, and without, JavaScript.
 */
export function TodayPage(props: TodayPageProps) {
  const { name, today } = props;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="font-bold text-terracotta first-letter:uppercase">{dayLabel(today)}</p>
      <h1 className="mt-1 text-4xl font-semibold">{name ? `Bonjour ${name}` : "Aujourd'hui"}</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <TodayMeals {...props} />
        <div className="grid content-start gap-6">
          <ShoppingBlock
            itemsLeft={props.itemsLeft}
            hasWeekMenu={props.hasWeekMenu}
            live={props.live ?? false}
          />
          <SavedBlock saved={props.saved} isMember={name !== undefined} />
        </div>
      </div>
      <PantryBlock pantrySize={props.pantrySize} cards={props.pantryCards} />
      <p className="mt-10 text-ink-soft">
        Toutes les fonctionnalités, les tarifs et les témoignages{NBSP}:{" "}
        <Link to={props.landingHref} className="font-bold text-terracotta underline underline-offset-4">
          Découvrir Toque
        </Link>
      </p>
    </div>
  );
}

function Block({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function TodayMeals({ meals, hasWeekMenu }: Pick<TodayPageProps, "meals" | "hasWeekMenu">) {
  const icon = <CalendarDays aria-hidden="true" className="size-6 text-terracotta" />;
  if (!hasWeekMenu) {
    return (
      <Block id="repas-du-jour" title="Au menu aujourd'hui" icon={icon}>
        <p className="mt-3 text-ink-soft">
          Pas encore de menu cette semaine. Toque vous propose les repas de la semaine, du petit-déjeuner au
          dîner, avec la liste de courses qui va avec.
        </p>
        <Link to="/menu-perso" className="button-primary mt-4 min-h-11">
          Planifier la semaine
        </Link>
      </Block>
    );
  }
  return (
    <Block id="repas-du-jour" title="Au menu aujourd'hui" icon={icon}>
      <ul className="mt-4 grid gap-3">
        {MEAL_TYPES.map((type) => {
          const planned = meals.filter((meal) => meal.type === type);
          return (
            <li key={type} className="rounded-xl bg-cream-deep/60 p-4">
              <p className="text-xs font-bold tracking-wide text-terracotta uppercase">
                {mealTypeLabels[type]}
              </p>
              {planned.length === 0 ? (
                <p className="mt-1 text-ink-soft">Aucun repas prévu</p>
              ) : (
                planned.map((meal) => <PlannedMeal key={meal.id} meal={meal} />)
              )}
            </li>
          );
        })}
      </ul>
      <Link
        to="/menu-perso"
        className="mt-4 inline-block font-bold text-terracotta underline underline-offset-4"
      >
        Voir le menu de la semaine
      </Link>
    </Block>
  );
}

function PlannedMeal({ meal }: { meal: TodayPageProps["meals"][number] }) {
  return (
    <div className="mt-1 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        {meal.href ? (
          <Link to={meal.href} className="text-lg leading-snug font-bold hover:underline">
            {meal.name}
          </Link>
        ) : (
          <p className="text-lg leading-snug font-bold">
            {meal.name} <span className="font-normal text-ink-soft">(retirée de Mes Recettes)</span>
          </p>
        )}
        <p className="text-sm text-ink-soft">{meal.portions} pers.</p>
      </div>
      {meal.cookHref && (
        <Link
          to={meal.cookHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-4 py-2 font-bold text-white"
        >
          <CookingPot aria-hidden="true" className="size-5" />
          Mode cuisine
          <span className="sr-only">{`${NBSP}: ${meal.name}`}</span>
        </Link>
      )}
    </div>
  );
}

function ShoppingBlock({
  itemsLeft,
  hasWeekMenu,
  live,
}: Pick<TodayPageProps, "itemsLeft" | "hasWeekMenu"> & { live: boolean }) {
  return (
    <Block
      id="courses-du-jour"
      title="Liste de courses"
      icon={<ShoppingBasket aria-hidden="true" className="size-6 text-terracotta" />}
    >
      {itemsLeft === undefined ? (
        <p className="mt-3 text-ink-soft">
          {hasWeekMenu
            ? "Rien à acheter pour les repas qui restent cette semaine."
            : "Elle se remplit toute seule avec le menu de la semaine."}
        </p>
      ) : (
        <p className="mt-3">
          <Link
            to="/menu-perso#courses"
            className="text-lg font-bold text-terracotta underline underline-offset-4"
          >
            {itemsLeftSentence(itemsLeft)}
          </Link>
        </p>
      )}
      <LiveListNote enabled={live} />
    </Block>
  );
}

function SavedBlock({ saved, isMember }: { saved: TodayPageProps["saved"]; isMember: boolean }) {
  return (
    <Block
      id="dernieres-recettes"
      title="Mes Recettes"
      icon={<BookHeart aria-hidden="true" className="size-6 text-terracotta" />}
    >
      {!isMember ? (
        <p className="mt-3 text-ink-soft">
          <Link to="/signup" className="font-bold text-terracotta underline underline-offset-4">
            Créez un compte
          </Link>{" "}
          pour garder vos recettes et retrouver votre menu sur tous vos appareils.
        </p>
      ) : saved.length === 0 ? (
        <>
          <p className="mt-3 text-ink-soft">Aucune recette sauvegardée</p>
          <Link
            to="/nos-recettes"
            className="mt-2 inline-block font-bold text-terracotta underline underline-offset-4"
          >
            Parcourir Nos Recettes
          </Link>
        </>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-line">
            {saved.map((recipe) => (
              <li key={recipe.id}>
                <Link
                  to={recipe.href}
                  className="flex min-h-11 items-center py-2 font-bold hover:text-terracotta"
                >
                  {recipe.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/mes-recettes"
            className="mt-2 inline-block font-bold text-terracotta underline underline-offset-4"
          >
            Toutes mes recettes
          </Link>
        </>
      )}
    </Block>
  );
}

function PantryBlock({ pantrySize, cards }: { pantrySize: number; cards: CoverageCard[] }) {
  return (
    <div className="mt-6">
      <Block
        id="avec-ce-que-j-ai"
        title="Avec ce que j'ai"
        icon={<Refrigerator aria-hidden="true" className="size-6 text-terracotta" />}
      >
        {pantrySize === 0 ? (
          <>
            <p className="mt-3 text-ink-soft">
              Votre garde-manger est vide. Notez ce que vous avez chez vous{NBSP}: Toque vous montrera ce que
              vous pouvez en cuisiner.
            </p>
            <Link to="/garde-manger" className="button-primary mt-4 min-h-11">
              Remplir mon garde-manger
            </Link>
          </>
        ) : (
          <>
            <ul className="mt-4 grid gap-3 md:grid-cols-3">
              {cards.map((card) => (
                <li key={card.ref} className="rounded-xl bg-cream-deep/60 p-4">
                  <p className="text-sm font-bold text-terracotta">{card.source}</p>
                  <Link to={card.href} className="mt-1 block text-lg leading-snug font-bold hover:underline">
                    {card.title}
                  </Link>
                  <p className="mt-1 text-sm text-ink-soft">
                    {card.percent}
                    {NBSP}% des ingrédients chez vous
                  </p>
                  <p className="mt-1 text-sm">{card.sentence}</p>
                </li>
              ))}
            </ul>
            <Link
              to="/avec-ce-que-j-ai"
              className="mt-4 inline-block font-bold text-terracotta underline underline-offset-4"
            >
              Toutes les recettes avec ce que j'ai
            </Link>
          </>
        )}
      </Block>
    </div>
  );
}
