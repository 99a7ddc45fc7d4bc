/**
 * RFC 4180 rows with quoted fields (doubled quotes, delimiters and line breaks inside quotes).
 * Written here rather than pulled in as a dependency: a few lines, read by the watchlist and
 * alert imports.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text.charAt(i + 1) === '"') cell += text.charAt(++i);
      else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text.charAt(i + 1) === "\n") i++;
      rows.push([...row, cell]);
      row = [];
      cell = "";
    } else cell += char;
  }
  rows.push([...row, cell]);
  return rows;
}
