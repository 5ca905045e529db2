import { chromium } from "@playwright/test";
const [url, out, width = "1280", height = "900", gen = ""] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(height) },
  locale: "fr-FR",
  deviceScaleFactor: 1,
});
const page = await context.newPage();
await page.goto(url);
if (gen) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
  await page.getByText("Votre menu de la semaine est prêt.").waitFor();
}
console.log("scrollWidth", await page.evaluate(() => document.documentElement.scrollWidth));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
