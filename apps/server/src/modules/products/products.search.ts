import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, productSearchWords } from "../../db/schema.js";

/**
 * Catalogue search: what a search matches and how its matches rank (docs/PRODUCT.md
 * "Catalogue search"; how, docs/ARCHITECTURE.md "Catalogue search"). The text rules (folding
 * case and accents, splitting and joining words) are SQL functions of migration 0022, shared
 * with the products' generated search columns, so a search and a product are read alike.
 */

/** Words (white-space separated) a search reads; later ones are left out. */
export const SEARCH_WORD_LIMIT = 10;
/** Misspellings of one word tried at most, the closest first. */
const TYPO_ALTERNATIVES = 20;

/** One white-space separated word of a search, as the database splits it. */
interface SearchChunk {
  /** Its words split at every separator: "t-shirt" is t and shirt. */
  parts: string[];
  /** Its words with the joiners taken out: "t-shirt" is tshirt. */
  joined: string[];
}

/** A search read against one store: its phrase, its words and their likely misspellings. */
export interface SearchTerms {
  phrase: string;
  chunks: SearchChunk[];
  /** Per word of 4 or more characters, the store's words one or two typos away. */
  typos: Record<string, string[]>;
}

/** The rank of a match: 1 is best (docs/PRODUCT.md "Catalogue search"). */
export const SEARCH_TIERS = {
  exactName: 1,
  nameStart: 2,
  nameWords: 3,
  namePrefixes: 4,
  namedPrefixes: 5,
  anyPrefixes: 6,
  inside: 7,
  nameTypos: 8,
  anyTypos: 9,
} as const;

const codePoints = (word: string) => [...word].length;

/**
 * Reads `search` as the database does (one statement): its phrase, and per white-space word
 * its words split and joined, with the store's words a typo away from each word of 4 or more
 * characters. Null when it holds no word at all ("!!!").
 */
export async function readSearch(
  db: Db,
  storeId: string,
  search: string,
): Promise<SearchTerms | null> {
  const chunks = search.split(/\s+/u).filter(Boolean).slice(0, SEARCH_WORD_LIMIT);
  if (chunks.length === 0) return null;
  // A typo budget of one edit for 4 to 7 characters (a swap of two neighbours is one), two
  // from 8; words are compared only with words of a length that budget can reach.
  const result = await db.execute(sql`
    with chunk as (
      select c.n,
        tsvector_to_array(to_tsvector('pg_catalog.simple', search_normalize(c.text))) as parts,
        tsvector_to_array(to_tsvector('pg_catalog.simple', search_join(search_fold(c.text)))) as joined
      from json_array_elements_text(${JSON.stringify(chunks)}::json) with ordinality as c(text, n)
    ), token as (
      select distinct t.word, case when char_length(t.word) >= 8 then 2 else 1 end as budget
      from chunk, unnest(chunk.parts || chunk.joined) as t(word)
      where char_length(t.word) between 4 and 60
    )
    select
      search_phrase(${search}) as phrase,
      coalesce(
        (select json_agg(json_build_object('parts', parts, 'joined', joined) order by n) from chunk),
        '[]'::json) as chunks,
      coalesce((
        select json_object_agg(token.word, array(
          select w.word from ${productSearchWords} as w
          where w.store_id = ${storeId}
            and char_length(w.word) between char_length(token.word) - token.budget
              and char_length(token.word) + token.budget
            and w.word <> token.word
            and (levenshtein_less_equal(w.word, token.word, token.budget) <= token.budget
              or (token.budget = 1 and w.word = any (array(
                select overlay(token.word placing substr(token.word, i + 1, 1)
                  || substr(token.word, i, 1) from i for 2)
                from generate_series(1, char_length(token.word) - 1) as i))))
          order by levenshtein(w.word, token.word), w.products desc, w.word
          limit ${TYPO_ALTERNATIVES}))
        from token), '{}'::json) as typos`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const read = {
    phrase: String(row?.phrase ?? ""),
    chunks: parsedJson<SearchChunk[]>(row?.chunks, []).filter((chunk) => chunk.parts.length > 0),
    typos: parsedJson<Record<string, string[]>>(row?.typos, {}),
  };
  return read.chunks.length > 0 ? read : null;
}

/** node-postgres and PGlite both parse json; a driver that does not leaves text. */
function parsedJson<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** A lexeme in tsquery syntax: quoted, with quotes doubled and backslashes escaped. */
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Where a word must be: the name (A), the name, SKUs, tags or type (AB), anywhere (""). */
type Weights = "A" | "AB" | "";

const exact = (word: string, weights: Weights) =>
  weights ? `${lexeme(word)}:${weights}` : lexeme(word);
/** A word or the start of one; a single character only as a whole word. */
const prefix = (word: string, weights: Weights) =>
  codePoints(word) >= 2 ? `${lexeme(word)}:*${weights}` : exact(word, weights);

/**
 * The tsquery of "every white-space word matches", each word by `term`: a chunk's split words
 * all, or its joined words all ("t-shirt" finds T-Shirt and Tshirt).
 */
function allChunks(chunks: SearchChunk[], term: (word: string) => string): string {
  const all = (words: string[]) => `( ${words.map(term).join(" & ")} )`;
  return chunks
    .map(({ parts, joined }) => {
      const sameWords =
        joined.length === 0 ||
        (joined.length === parts.length && joined.every((word) => parts.includes(word)));
      return sameWords ? all(parts) : `( ${all(parts)} | ${all(joined)} )`;
    })
    .join(" & ");
}

/**
 * The condition a product matches `terms` by, and its rank (SEARCH_TIERS): every word found
 * as a word or the start of one, or as a misspelling of a word of the store's names, tags and
 * types; or, when every word has 3 or more characters, each inside the name, SKUs, tags or type.
 */
export function searchConditions(terms: SearchTerms): { where: SQL; tier: SQL<number> } {
  const { chunks, typos, phrase } = terms;
  const query = (term: (word: string) => string) => sql`${allChunks(chunks, term)}::tsquery`;
  const withTypos = (weights: Weights) => (word: string) => {
    const alternatives = typos[word] ?? [];
    if (alternatives.length === 0) return prefix(word, weights);
    return `( ${[prefix(word, weights), ...alternatives.map((alt) => exact(alt, weights))].join(" | ")} )`;
  };
  const vector = products.searchVector;
  const words = chunks.flatMap((chunk) => chunk.parts);
  const inside = words.every((word) => codePoints(word) >= 3)
    ? sql.join(
        words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`),
        sql` and `,
      )
    : null;
  const T = Object.fromEntries(
    Object.entries(SEARCH_TIERS).map(([name, rank]) => [name, sql.raw(String(rank))]),
  ) as Record<keyof typeof SEARCH_TIERS, SQL>;
  const tier = sql<number>`case
    when replace(${products.searchTitle}, ' ', '') = ${phrase.replaceAll(" ", "")}
      then ${T.exactName}
    when ${products.searchTitle} like ${`${escapeLike(phrase)} %`} then ${T.nameStart}
    when ${vector} @@ ${query((word) => exact(word, "A"))} then ${T.nameWords}
    when ${vector} @@ ${query((word) => prefix(word, "A"))} then ${T.namePrefixes}
    when ${vector} @@ ${query((word) => prefix(word, "AB"))} then ${T.namedPrefixes}
    when ${vector} @@ ${query((word) => prefix(word, ""))} then ${T.anyPrefixes}
    ${inside ? sql`when ${inside} then ${T.inside}` : sql``}
    when ${vector} @@ ${query(withTypos("A"))} then ${T.nameTypos}
    else ${T.anyTypos} end`.mapWith(Number);
  const found = sql`${vector} @@ ${query(withTypos(""))}`;
  return { where: inside ? sql`(${found} or (${inside}))` : found, tier };
}

/** Backslash escapes LIKE's wildcards, so a word holding "%" means the character. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
