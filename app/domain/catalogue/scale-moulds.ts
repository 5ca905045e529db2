/**
 * A recipe's moulds and dishes for another number of people (decision 0051). A tart for
 * twelve is not a 24 cm tart twice as thick: what is baked spreads over the mould, so the
 * mould scales by its area, « Moule à tarte de 24 cm » becoming « Moule à tarte de 30 cm »,
 * and past the largest one sold, by their number: « 2 moules à tarte de 24 cm ». A loaf tin
 * scales by its length, counted vessels by their number (« 6 ramequins » → « 4 ramequins »), a
 * tin of hollows by the tins (« 2 moules à madeleines de 12 empreintes »).
 * Lines that name no size (« Poêle », « Plat de service ») are kept as written.
 */
export function scaleEquipment(item: string, factor: number): string {
  if (factor === 1) return item;
  return counted(item, factor) ?? sized(item, factor) ?? item;
}

/** Round moulds and dishes as sold in France, by their diameter in centimetres. */
const ROUND_SIZES = [10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32];
/** Rectangular dishes up to 40 × 28 cm, the largest an ordinary oven takes. */
const LONGEST_SIDE = 40;
/** Loaf tins from 16 to 30 cm long. */
const LOAF_LENGTHS = [16, 18, 20, 22, 24, 25, 26, 28, 30];

const VESSELS = /^(moule|plat|cercle|cadre|tourtière|terrine|cassole)\b/iu;
const SIZE = /\bde (\d+)(?: × (\d+))? cm\b/u;

function sized(item: string, factor: number): string | undefined {
  if (!VESSELS.test(item)) return undefined;
  const size = SIZE.exec(item);
  if (!size) return undefined;
  const first = Number(size[1]);
  const second = size[2] === undefined ? undefined : Number(size[2]);
  const resized =
    second !== undefined
      ? rectangle(first, second, factor)
      : /\bcake\b/iu.test(item)
        ? byLength(first, factor)
        : round(first, factor);
  if (resized.count === 1 && resized.size === size[0].slice(3)) return item;
  const line = item.replace(SIZE, `de ${resized.size}`);
  return resized.count === 1 ? line : `${resized.count} ${plural(line)}`;
}

interface Resized {
  count: number;
  /** « 28 cm », « 34 × 24 cm ». */
  size: string;
}

function round(diameter: number, factor: number): Resized {
  const area = diameter * diameter * factor;
  const largest = ROUND_SIZES.at(-1)!;
  // One more mould only when the largest would still be short by more than a tenth of its area.
  const count = Math.max(1, Math.ceil(area / (largest * largest * 1.1)));
  const each = Math.sqrt(area / count);
  return { count, size: `${nearest(ROUND_SIZES, each, (size) => size * size)} cm` };
}

function rectangle(long: number, short: number, factor: number): Resized {
  const count = Math.max(1, Math.ceil((long * Math.sqrt(factor)) / (LONGEST_SIDE * 1.05)));
  const side = Math.sqrt(factor / count);
  const even = (value: number) => Math.max(10, Math.round(value / 2) * 2);
  return { count, size: `${even(long * side)} × ${even(short * side)} cm` };
}

function byLength(length: number, factor: number): Resized {
  const longest = LOAF_LENGTHS.at(-1)!;
  const count = Math.max(1, Math.ceil((length * factor) / (longest * 1.1)));
  return { count, size: `${nearest(LOAF_LENGTHS, (length * factor) / count, (size) => size)} cm` };
}

/** The size whose measure (an area, a length) is closest to the one wanted. */
function nearest(sizes: readonly number[], wanted: number, measure: (size: number) => number): number {
  let best = sizes[0]!;
  for (const size of sizes)
    if (Math.abs(measure(size) - measure(wanted)) < Math.abs(measure(best) - measure(wanted))) best = size;
  return best;
}

/** « Moule à tatin ou moule à manqué de 26 cm » → « moules à tatin ou moules à manqué de 26 cm ». */
function plural(line: string): string {
  const lower = line.charAt(0).toLocaleLowerCase("fr") + line.slice(1);
  return lower.replace(/\b(moule|plat|cercle|cadre|tourtière|terrine|cassole)\b/gu, "$1s");
}

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, huit: 8, dix: 10, douze: 12 };
const FOR_EACH = /^(\d+|deux|trois|quatre|cinq|six|huit|dix|douze) (\p{L}+)(.*)$/iu;
const MUFFIN_TIN = /^moule à (\d+) (\p{L}+)(.*)$/iu;
const HOLLOWS = /^moule à ([\p{L} ]+?) de (\d+) empreintes(.*)$/iu;

/** « 6 ramequins », « Deux verrines ou bocaux », « Moule à 12 muffins »: one vessel or hollow a portion. */
function counted(item: string, factor: number): string | undefined {
  const tin = MUFFIN_TIN.exec(item);
  if (tin) {
    const hollows = Number(tin[1]);
    const tins = Math.max(1, Math.ceil((hollows * factor) / hollows - 0.1));
    return tins === 1 ? item : `${tins} moules à ${hollows} ${tin[2]}${tin[3]}`;
  }
  const shells = HOLLOWS.exec(item);
  if (shells) {
    const tins = Math.max(1, Math.ceil(factor - 0.1));
    return tins === 1 ? item : `${tins} moules à ${shells[1]} de ${shells[2]} empreintes${shells[3]}`;
  }
  const vessels = FOR_EACH.exec(item);
  if (!vessels) return undefined;
  const written = vessels[1]!.toLocaleLowerCase("fr");
  const count = NUMBER_WORDS[written] ?? Number(written);
  if (!Number.isFinite(count) || count < 2) return undefined;
  const scaled = Math.max(1, Math.round(count * factor));
  const noun = scaled === 1 ? vessels[2]!.replace(/s$/u, "") : vessels[2]!;
  const rest =
    scaled === 1 ? vessels[3]!.replace(/aux\b/gu, "al").replace(/\b(\p{L}+)s\b/gu, "$1") : vessels[3]!;
  return `${scaled} ${noun}${rest}`;
}
