/**
 * CSV that Excel in Russian opens in columns (issue 12): UTF-8 with a byte order mark, `;` between
 * cells, CRLF between rows, a cell quoted when it holds `;`, `"` or a line break (quotes doubled).
 * A cell that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, as OWASP's CSV injection advice says. Pure.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;
}
