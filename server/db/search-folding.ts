/**
 * Latin letters with diacritics and their base letters (lower case, U+00C0 to U+024F), as FTS5's
 * `remove_diacritics 2` folds them on SQLite: PostgreSQL's search index and queries fold with this
 * table (translate()), so "cafe" finds "café" on both engines. Frozen: the leads migration's
 * generated column uses it; a change needs a new migration.
 */
export const LATIN_FOLD_FROM =
  'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžơưǎǐǒǔǖǘǚǜǟǡǧǩǫǭǰǵǹǻȁȃȅȇȉȋȍȏȑȓȕȗșțȟȧȩȫȭȯȱȳ';
export const LATIN_FOLD_TO =
  'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzouaiouuuuuaagkoojgnaaaeeiioorruusthaeooooy';

/** The same folding in JavaScript (for the query's words). */
export function foldLatin(text: string): string {
  let folded = '';
  for (const ch of text) {
    const index = LATIN_FOLD_FROM.indexOf(ch);
    folded += index === -1 ? ch : LATIN_FOLD_TO[index];
  }
  return folded;
}
