// Spreadsheets run a cell that starts with one of these as a formula (CSV injection): exports
// put a quote in front, the product import takes it off again, so a round trip keeps the text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as exported: quoted in front when a spreadsheet would run it. */
export const escapeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** An imported cell with the export's quote taken off again. */
export const unescapeCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
