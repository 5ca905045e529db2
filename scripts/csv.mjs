// The CSV reader of the import scripts: the data in ../shared/data is RFC 4180 (commas, quoted
// fields that may hold commas, line breaks and doubled quotes).
import fs from "node:fs";

/** The rows of a CSV text as arrays of fields, blank lines left out. */
export function parseCsvRows(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell !== ""));
}

/** The rows of a CSV text as objects keyed by the header's names; a missing field reads "". */
export function parseCsv(text) {
  const [header, ...body] = parseCsvRows(text);
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

/**
 * A CSV file's rows below its header, and `column(name)`, the index of a header's column, which
 * stops the script when the file has no such column (the source changed shape: better no output
 * than a wrong one).
 */
export function readCsvFile(file) {
  const [header, ...rows] = parseCsvRows(fs.readFileSync(file, "utf8"));
  const column = (name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`Colonne ${name} absente de ${file}`);
    return index;
  };
  return { rows, column };
}
