// Searching an account's applications for a piece of text in their title, company name, notes or job
// description, ignoring case, newest first, answering the newest SEARCH_MATCHES_LIMIT matches at most.
//
// Every step is bounded, because SQLite's calls block the event loop and one account must not stall the
// others (issue 15): on SQLite the account's applications are walked newest first a slice at a time (no index
// there: an FTS5 lookup costs what the whole table's doclists cost, every account's rows together, see
// migration 2026_11_25_0080); on PostgreSQL, whose work is not on the loop, its pg_trgm indexes give the
// candidates a page at a time. The candidates' texts are read a batch of about SEARCH_TEXT_BATCH_BYTES at a
// time and checked in JavaScript, in linear time, and the event loop gets a turn between any two statements.
// A search thus costs, at any one moment, what one slice or batch costs, whatever the account holds, the
// length of its notes or the query.
import type { Kysely } from 'kysely';
import type { CreationDate } from '../../../contract';
import type { Database } from '../../db/schema';
import { type Candidate, isSqlite, likeCandidates, nextApplications, type SearchCursor, searchedTexts, sliceCandidates } from './searchCandidates';
import { isIndexable, textsContain } from './searchTerms';

/** The most applications a search answers: the newest that match. A longer query narrows it. */
export const SEARCH_MATCHES_LIMIT = 1000;

/**
 * Queries too short for a trigram index (a pair of emoji passes the contract's 3 UTF-16 units) are looked
 * for in the account's newest applications only, on either database.
 */
export const SHORT_QUERY_SCANNED_APPLICATIONS = 1000;

/** Applications one statement looks at (SQLite) or candidates one statement answers (PostgreSQL). */
export const SEARCH_SLICE_APPLICATIONS = 200;

/**
 * The UTF-8 bytes of texts read and checked at once: candidates are read together up to this size, and alone
 * past it (one application's texts are bounded by the contract: 2 x 100,000 characters and two short ones).
 */
export const SEARCH_TEXT_BATCH_BYTES = 1024 * 1024;

/** What one search did, for tests and benchmarks to hold its work bounded without timing it. */
export interface SearchWork {
  /** Statements run. */
  statements: number;
  /** The most applications a single statement looked at or answered. */
  largestSlice: number;
  /** The most bytes of text read and checked between two turns of the event loop. */
  largestTextBatch: number;
  /** Turns given to the event loop. */
  yields: number;
}

export function newSearchWork(): SearchWork {
  return { statements: 0, largestSlice: 0, largestTextBatch: 0, yields: 0 };
}

/** Lets timers, I/O and other requests run before the search's next statement. */
function nextTurn(work: SearchWork): Promise<void> {
  work.yields += 1;
  return new Promise((resolve) => setImmediate(resolve));
}

export async function searchJobApplications(
  db: Kysely<Database>,
  accountId: string,
  query: string,
  work: SearchWork = newSearchWork(),
): Promise<CreationDate[]> {
  const matches: CreationDate[] = [];
  const statement = async <T>(rows: Promise<T[]>): Promise<T[]> => {
    const answered = await rows;
    work.statements += 1;
    work.largestSlice = Math.max(work.largestSlice, answered.length);
    await nextTurn(work);
    return answered;
  };

  /** Keeps the candidates (in the walk's order) that contain the query, reading their texts when `check`. */
  const keepMatching = async (candidates: readonly Candidate[], check: boolean): Promise<void> => {
    if (!check) {
      matches.push(...candidates.map(({ id, created }) => ({ id, created })));
      return;
    }
    for (const batch of batchesOf(candidates, SEARCH_TEXT_BATCH_BYTES)) {
      if (matches.length >= SEARCH_MATCHES_LIMIT) return;
      work.largestTextBatch = Math.max(work.largestTextBatch, batch.reduce((sum, { bytes }) => sum + bytes, 0));
      const texts = new Map((await statement(searchedTexts(db, batch.map(({ id }) => id)))).map(({ id, texts }) => [id, texts]));
      for (const { id, created } of batch) {
        if (textsContain(texts.get(id) ?? [], query)) matches.push({ id, created });
      }
    }
  };

  const indexable = isIndexable(query);
  if (indexable && !isSqlite(db)) {
    // PostgreSQL: candidates straight from the pg_trgm indexes, a page at a time.
    let cursor: SearchCursor | undefined;
    while (matches.length < SEARCH_MATCHES_LIMIT) {
      const { candidates, exact } = await likeCandidates(db, accountId, query, cursor, SEARCH_SLICE_APPLICATIONS);
      work.statements += 1;
      work.largestSlice = Math.max(work.largestSlice, candidates.length);
      await nextTurn(work);
      await keepMatching(candidates, !exact);
      const last = candidates.at(-1);
      if (last === undefined || candidates.length < SEARCH_SLICE_APPLICATIONS) break;
      cursor = last;
    }
    return matches.slice(0, SEARCH_MATCHES_LIMIT);
  }

  // SQLite, and short queries on either: the account's applications a slice at a time.
  let cursor: SearchCursor | undefined;
  let looked = 0;
  while (matches.length < SEARCH_MATCHES_LIMIT) {
    const room = indexable ? SEARCH_SLICE_APPLICATIONS : Math.min(SEARCH_SLICE_APPLICATIONS, SHORT_QUERY_SCANNED_APPLICATIONS - looked);
    if (room <= 0) break;
    const slice = await statement(nextApplications(db, accountId, cursor, room));
    if (slice.length === 0) break;
    looked += slice.length;
    const candidates = await statement(sliceCandidates(db, slice.map(({ id }) => id)));
    await keepMatching(candidates, true);
    if (slice.length < room) break;
    cursor = slice.at(-1);
  }
  return matches.slice(0, SEARCH_MATCHES_LIMIT);
}

/** Consecutive groups of candidates of at most `bytes` in all, or of one candidate larger than that alone. */
function batchesOf(candidates: readonly Candidate[], bytes: number): Candidate[][] {
  const batches: Candidate[][] = [];
  let current: Candidate[] = [];
  let size = 0;
  for (const candidate of candidates) {
    if (current.length > 0 && size + candidate.bytes > bytes) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(candidate);
    size += candidate.bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
