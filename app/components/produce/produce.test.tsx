// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { RecipeCard } from "~/domain/catalogue/card";
import { produceFacts } from "~/domain/produce/facts";
import { cardExtra } from "./card-season";
import { PreferSeasonOption } from "./prefer-season-option";
import { ProduceSection } from "./produce-section";
import { SeasonFilter } from "./season-filter";

const ratatouille = [
  { nom: "aubergines", quantite: 2, unite: "pièce" },
  { nom: "courgettes", quantite: 2, unite: "pièce" },
  { nom: "tomates", quantite: 4, unite: "pièce" },
  { nom: "bœuf", quantite: 300, unite: "g" },
];

const card: RecipeCard = {
  id: "ratatouille",
  title: "Ratatouille",
  description: "",
  author: "Chef",
  image: "/a.svg",
  imageAlt: "",
  duration: "1 h",
  totalMinutes: 60,
  servings: 4,
  difficulty: "Facile",
  category: "Végétarien",
  likes: 0,
  isLiked: false,
  seasonMonths: [6, 7, 8, 9],
};

describe("season and carbon on a recipe", () => {
  it("shows the badge, the figure of the whole plate and the sources", () => {
    render(
      <MemoryRouter>
        <ProduceSection facts={produceFacts(ratatouille, 4, 11)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Saison et climat" })).toBeInTheDocument();
    expect(screen.getByText("Hors saison en novembre")).toBeInTheDocument();
    expect(screen.getByText(/^≈ \d+,\d+ kg CO₂e par portion \(comme .+ en voiture\)\.$/)).toBeInTheDocument();
    expect(screen.getByText(/Agribalyse|AGRIBALYSE/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sources des données" })).toHaveAttribute(
      "href",
      "/sources-des-donnees",
    );
  });

  it("says « De saison » in August, and says what is missing instead of a figure", () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProduceSection facts={produceFacts(ratatouille, 4, 8)} />
      </MemoryRouter>,
    );
    expect(screen.getByText("De saison")).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <ProduceSection
          facts={produceFacts(
            [
              { nom: "bœuf", quantite: 300, unite: "g" },
              { nom: "pintade du dimanche", quantite: 1, unite: "pièce" },
            ],
            2,
            8,
          )}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/De saison|Hors saison/)).not.toBeInTheDocument();
    expect(
      screen.getByText("Empreinte carbone non calculée : Toque ne sait pas peser pintade du dimanche."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/par portion/)).not.toBeInTheDocument();
  });
});

describe("season on catalogue cards", () => {
  it("writes the card's badge for the month, and nothing for a dish that is not produce-led", () => {
    const { unmount } = render(<>{cardExtra(card, 11, undefined)}</>);
    expect(screen.getByText("Hors saison en novembre")).toBeInTheDocument();
    unmount();
    render(<>{cardExtra(card, 7, undefined)}</>);
    expect(screen.getByText("De saison")).toBeInTheDocument();
    expect(cardExtra({ ...card, seasonMonths: undefined }, 7, undefined)).toBeUndefined();
  });
});

describe("season options in forms", () => {
  it("sends saison=1 from Nos Recettes' filter only when ticked", () => {
    render(
      <form aria-label="Filtres">
        <SeasonFilter checked={false} />
      </form>,
    );
    const box = screen.getByRole("checkbox", { name: "De saison" });
    expect(box).not.toBeChecked();
    box.click();
    const form = screen.getByRole("form", { name: "Filtres" }) as HTMLFormElement;
    expect(new FormData(form).get("saison")).toBe("1");
  });

  it("ticks « Privilégier les produits de saison » by default", () => {
    render(
      <form aria-label="Menu">
        <PreferSeasonOption />
      </form>,
    );
    expect(screen.getByRole("checkbox", { name: "Privilégier les produits de saison" })).toBeChecked();
    const form = screen.getByRole("form", { name: "Menu" }) as HTMLFormElement;
    expect(new FormData(form).get("saison")).toBe("on");
  });
});
