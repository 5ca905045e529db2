import { expect, expectNoAxeViolations, test } from "./fixtures";

const NBSP = "\u00a0";

test.describe("partager une recette", () => {
  test("sans partage natif : e-mail, WhatsApp et lien copié gardent les portions choisies", async ({
    page,
    context,
    baseURL,
  }) => {
    // A desktop browser without the Web Share API, whatever this Chromium offers.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/recette/ratatouille?portions=4");
    const share = page.getByRole("button", { name: "Partager", exact: true });
    await share.click();
    await expect(share).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("group", { name: "Partager « Ratatouille niçoise »" });
    await expect(panel.getByRole("button", { name: "Partager via…" })).toHaveCount(0);

    const url = `${baseURL}/recette/ratatouille?portions=4`;
    const email = panel.getByRole("link", { name: "Envoyer par e-mail" });
    // Focus moves into the popover, on its first choice.
    await expect(email).toBeFocused();
    const mailto = new URL((await email.getAttribute("href"))!);
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.searchParams.get("subject")).toBe(`Une recette pour vous${NBSP}: Ratatouille niçoise`);
    expect(mailto.searchParams.get("body")).toContain(`pour 4${NBSP}personnes`);
    expect(mailto.searchParams.get("body")).toContain(url);

    const whatsapp = panel.getByRole("link", { name: "Envoyer sur WhatsApp" });
    const wa = new URL((await whatsapp.getAttribute("href"))!);
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.searchParams.get("text")).toBe(`Ratatouille niçoise, pour 4${NBSP}personnes${NBSP}: ${url}`);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);

    await panel.getByRole("button", { name: "Copier le lien" }).click();
    await expect(panel.getByRole("button", { name: "Copié !" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(url);

    await page.keyboard.press("Escape");
    await expect(share).toHaveAttribute("aria-expanded", "false");
    await expect(share).toBeFocused();

    // The shared link opens the recipe at the servings it was sent with.
    await page.goto(copied);
    await expect(page.getByRole("spinbutton", { name: "Personnes" })).toHaveValue("4");
  });

  test("avec partage natif : la feuille de partage du téléphone reçoit le lien et ses portions", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto("/recette/ratatouille?portions=3");
    const share = page.getByRole("button", { name: "Partager", exact: true });
    await share.click();
    const native = page.getByRole("button", { name: "Partager via…" });
    await expect(native).toBeFocused();
    await native.click();
    await expect(share).toHaveAttribute("aria-expanded", "false");
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([
      {
        title: "Ratatouille niçoise",
        text: "Ratatouille niçoise",
        url: `${baseURL}/recette/ratatouille?portions=3`,
      },
    ]);
  });
});
