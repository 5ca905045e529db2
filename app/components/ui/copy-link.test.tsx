// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_CONFIRMATION_MS, CopyLink } from "./copy-link";

/** A clipboard that keeps what it is given, or refuses as a browser without permission does. */
function installClipboard(refuse = false) {
  const written: string[] = [];
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new DOMException("Refusé", "NotAllowedError");
        written.push(text);
      },
    },
  });
  return written;
}

describe("CopyLink", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("copies a link and says so, then reads « Copier le lien » again", async () => {
    const written = installClipboard();
    render(<CopyLink url="https://toque.example/foyer/rejoindre/abc" label="Lien d'invitation" />);
    expect(screen.getByRole("textbox", { name: "Lien d'invitation" })).toHaveValue(
      "https://toque.example/foyer/rejoindre/abc",
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copier le lien" })));
    expect(written).toEqual(["https://toque.example/foyer/rejoindre/abc"]);
    expect(screen.getByRole("button", { name: "Lien copié" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS));
    expect(screen.getByRole("button", { name: "Copier le lien" })).toBeInTheDocument();
  });

  it("names a token its own way, and keeps the button as it was when the clipboard refuses", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    installClipboard(true);
    render(
      <CopyLink
        url="toque_secret"
        label="Votre nouveau jeton"
        copyLabel="Copier le jeton"
        copiedLabel="Jeton copié"
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copier le jeton" })));
    expect(screen.getByRole("button", { name: "Copier le jeton" })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
