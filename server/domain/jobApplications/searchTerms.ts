// What a search query becomes before it reaches the database: the LIKE pattern PostgreSQL's trigram indexes
// serve, and the check every candidate passes in JavaScript.

/** A trigram index finds only what has at least three characters (Unicode code points, not UTF-16 units). */
export const INDEXED_QUERY_LENGTH = 3;

/** True when the query is long enough for a trigram index. */
export function isIndexable(query: string): boolean {
  return Array.from(query).length >= INDEXED_QUERY_LENGTH;
}

/** A letter outside ASCII that has an upper and a lower case ('É', 'é', 'Ω'): SQLite's lower() leaves it as is. */
function isNonAsciiCasedLetter(character: string): boolean {
  return character > '\x7f' && character.toUpperCase() !== character.toLowerCase();
}

/**
 * The LIKE pattern of the rows that may contain the query. `%`, `_` and the escape character itself match
 * literally. PostgreSQL's lower() folds none but ASCII letters under the C locale, so a letter such as 'é'
 * matches any one character there and `exact` is false: the rows found must then be checked in JavaScript,
 * whose toLowerCase folds every letter.
 */
export function likePatternContaining(query: string): { pattern: string; exact: boolean } {
  let pattern = '';
  let exact = true;
  for (const character of query.toLowerCase()) {
    if (character === '\\' || character === '%' || character === '_') {
      pattern += `\\${character}`;
    } else if (isNonAsciiCasedLetter(character)) {
      pattern += '_';
      exact = false;
    } else {
      pattern += character;
    }
  }
  return { pattern: `%${pattern}%`, exact };
}

/**
 * Whether one of the texts contains the query, ignoring case as JavaScript's toLowerCase does. V8's substring
 * search is linear in the text (Boyer-Moore past its first attempts), unlike SQLite's LIKE or an FTS5 phrase,
 * which compare the query again at each position: a 100,000-character note costs the same whatever the query.
 */
export function textsContain(texts: readonly (string | null)[], query: string): boolean {
  const needle = query.toLowerCase();
  return texts.some((text) => text !== null && text.toLowerCase().includes(needle));
}
