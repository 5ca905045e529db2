// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiTokenMessages } from "~/domain/auth/api-token-schema";
import { ApiTokensSection } from "./api-tokens-section";

const SECRET = `toque_${"a".repeat(43)}`;

describe("« Accès à l'API » right after a token is made", () => {
  it("shows the secret once, in a field, with a button that copies the token", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const state = { secret: SECRET, message: apiTokenMessages.created };
    const Stub = createRoutesStub([
      { path: "*", Component: () => <ApiTokensSection tokens={[]} state={state} /> },
    ]);
    render(<Stub />);
    expect(await screen.findByRole("textbox", { name: "Votre nouveau jeton" })).toHaveProperty(
      "value",
      SECRET,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copier le jeton" }));
    expect(await screen.findByRole("button", { name: "Jeton copié" })).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });
});
