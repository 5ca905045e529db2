// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { UNSAFE_ErrorResponseImpl, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailingRoute(failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => failure(),
      // The stub passes the error as props, as the framework does.
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root error screen", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows the specification's heading, a French explanation and a way home on a crash", () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("boom secret stack");
    });
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText(/Une erreur inattendue nous a empêchés d'afficher cette page/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    expect(document.body.textContent).not.toContain("boom secret stack");
  });

  it("shows the stack during development only", () => {
    vi.stubEnv("DEV", true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("boom visible stack");
    });
    expect(document.body.textContent).toContain("boom visible stack");
  });

  it("explains a missing page", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response("Page introuvable", { status: 404 });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText(/Cette page n'existe pas ou a été déplacée/)).toBeVisible();
  });

  it("shows the French explanation a refused request carries, never React Router's English", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response("Le formulaire reçu est vide.", { status: 400 });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("Le formulaire reçu est vide.")).toBeVisible();
    cleanup();

    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new UNSAFE_ErrorResponseImpl(405, "Method Not Allowed", "Error: You made a POST request", true);
    });
    expect(screen.getByText(/Une erreur inattendue nous a empêchés d'afficher cette page/)).toBeVisible();
    expect(document.body.textContent).not.toContain("You made a POST request");
  });
});
