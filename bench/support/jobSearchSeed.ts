// Seeds one account's job search for a benchmark: companies, applications with realistic texts, and dated
// actions, generated from a seeded random source and written with batched inserts in one transaction.
// Only the ids (crypto.randomUUID) differ from one run to the next.
import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { ACTION_TYPES, type ActionType } from '../../contract';
import type { ActionsTable, CompaniesTable, Database, JobApplicationsTable } from '../../server/db/schema';
import { itemAt } from './report';

export interface SeedShape {
  readonly applications: number;
  /** In all, spread at random over the applications (so `actions / applications` each on average). */
  readonly actions: number;
  readonly companies: number;
  /** The share of applications that name one of the companies. */
  readonly companyShare: number;
  /** The share of applications whose notes mention SEARCH_WORD, the only text that contains it. */
  readonly searchShare: number;
}

export const LARGE_ACCOUNT: SeedShape = { applications: 5000, actions: 20_000, companies: 300, companyShare: 0.8, searchShare: 0.02 };
export const SMALL_ACCOUNT: SeedShape = { applications: 10, actions: 40, companies: 5, companyShare: 0.8, searchShare: 0 };

/** In the notes of `searchShare` of the applications and nowhere else (no other text holds "elixir"). */
export const SEARCH_WORD = 'Elixir';

export interface JobSearchRows {
  readonly companies: readonly Insertable<CompaniesTable>[];
  readonly applications: readonly Insertable<JobApplicationsTable>[];
  readonly actions: readonly Insertable<ActionsTable>[];
  /** How many applications `job_application.search` must answer for SEARCH_WORD. */
  readonly searchMatches: number;
  /** Mean length (characters) of the applications' notes and job descriptions. */
  readonly meanNotesLength: number;
  readonly meanDescriptionLength: number;
  /** How many actions are dated after `now`. */
  readonly futureActions: number;
}

export interface SeededJobSearch extends JobSearchRows {
  readonly applicationIds: readonly string[];
  readonly generateMs: number;
  readonly insertMs: number;
}

/** Rows per INSERT: 500 x 9 columns stays far under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH_ROWS = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Applications are created over the two years before `now`. */
const CREATION_SPAN_MS = 730 * DAY_MS;
/** Actions are dated from their application's creation to this long after `now`. */
const FUTURE_SPAN_MS = 90 * DAY_MS;

/** Generates the rows and inserts them in one transaction; answers what it wrote and how long each part took. */
export async function seedJobSearch(
  db: Kysely<Database>,
  accountId: string,
  shape: SeedShape,
  options: { seed: number; now: Date },
): Promise<SeededJobSearch> {
  const generatedAt = performance.now();
  const rows = generateJobSearch(accountId, shape, options.seed, options.now);
  const insertedAt = performance.now();
  await db.transaction().execute(async (trx) => {
    for (const batch of batches(rows.companies)) await trx.insertInto('companies').values(batch).execute();
    for (const batch of batches(rows.applications)) await trx.insertInto('job_applications').values(batch).execute();
    for (const batch of batches(rows.actions)) await trx.insertInto('actions').values(batch).execute();
  });
  const doneAt = performance.now();
  return {
    ...rows,
    applicationIds: rows.applications.map((application) => application.id),
    generateMs: insertedAt - generatedAt,
    insertMs: doneAt - insertedAt,
  };
}

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) yield rows.slice(start, start + INSERT_BATCH_ROWS);
}

// ---------------------------------------------------------------------------------------------------------
// Generation

/** mulberry32: a small seeded generator, so that every run seeds the same texts, dates and shapes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => itemAt(items, Math.floor(random() * items.length));

/** Sentences drawn from `pool` (no repeats while the pool lasts) until the text reaches `minLength`. */
function paragraph(random: Random, pool: readonly string[], minLength: number): string {
  const left = [...pool];
  const sentences: string[] = [];
  let length = 0;
  while (length < minLength && left.length > 0) {
    const [sentence] = left.splice(Math.floor(random() * left.length), 1);
    if (sentence === undefined) break;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  return sentences.join(' ');
}

const COMPANY_PREFIXES = [
  'Northwind', 'Bluepeak', 'Cedar', 'Lumen', 'Harbor', 'Quartz', 'Maple', 'Orbit', 'Granite', 'Silverline',
  'Brightwave', 'Kestrel', 'Summit', 'Riverstone', 'Aurora', 'Ironbark', 'Meridian', 'Pinecrest', 'Solstice', 'Tidewater',
] as const;
const COMPANY_SUFFIXES = [
  'Analytics', 'Labs', 'Systems', 'Health', 'Logistics', 'Software', 'Robotics', 'Energy', 'Finance', 'Media',
  'Networks', 'Foods', 'Mobility', 'Security', 'Studio',
] as const;

const SENIORITIES = ['Junior ', '', '', 'Senior ', 'Senior ', 'Staff ', 'Lead ', 'Principal '] as const;
const ROLES = [
  'Backend Engineer', 'Frontend Developer', 'Full-Stack Developer', 'Data Engineer', 'Site Reliability Engineer',
  'Product Designer', 'Engineering Manager', 'QA Automation Engineer', 'Mobile Developer (iOS)', 'DevOps Engineer',
  'Data Scientist', 'Technical Writer', 'Security Engineer', 'Platform Engineer', 'Machine Learning Engineer',
] as const;
const TITLE_TAGS = [
  '', '', '', ' (TypeScript)', ' (Go)', ' (Remote)', ' (Hybrid, Lyon)', ' (Python)', ' - Payments', ' - Growth team',
  ' (Java/Kotlin)', ' - Paris or remote',
] as const;

const NOTE_SENTENCES = [
  'Referred by a former colleague who joined the team last spring.',
  'Salary range in the posting: 55-65k EUR plus a yearly bonus.',
  'The recruiter said the process has four steps, including a take-home exercise of about three hours.',
  'Remote-friendly, with one week on site every quarter.',
  'Small team of six engineers; the founder still reviews every pull request.',
  'They ship twice a week and have an on-call rotation every six weeks.',
  'Glassdoor reviews mention long hours before releases; ask about it in the interview.',
  'Found through the newsletter of the local meetup.',
  'Benefits: meal vouchers, a public transport pass and 30 days of paid leave.',
  'The stack is TypeScript, React and PostgreSQL, with some Go for the data pipeline.',
  'Ask whether the role comes with budget for conferences.',
  'The hiring manager wrote the blog post about their migration to event sourcing.',
  'Interviewers are said to care about testing habits more than algorithms.',
  'Contract type unclear: the posting says permanent, the recruiter mentioned a first fixed-term year.',
  'Office is a 20-minute bike ride away; showers available.',
  'Need to update the resume with the accessibility project before applying.',
  'The company raised a Series B in March and plans to double the team.',
  'Cover letter should mention the open-source library I maintain.',
] as const;
const SEARCH_SENTENCE = `They are rewriting the notification service in ${SEARCH_WORD} and want someone curious about the BEAM.`;

const DESCRIPTION_SENTENCES = [
  'You will design, build and operate services used by thousands of customers every day.',
  'You will work closely with product managers and designers to turn ideas into shipped features.',
  'We value clear writing, small pull requests and thoughtful code reviews.',
  'Our platform processes several million events a day across three regions.',
  'You have at least three years of experience with a typed language in production.',
  'Experience with cloud infrastructure (containers, managed databases, queues) is a plus.',
  'You care about accessibility, performance and the details that make software pleasant to use.',
  'We offer mentoring, a learning budget and time for internal projects every sprint.',
  'The team practises pair programming on hard problems and asynchronous reviews on the rest.',
  'You will take part in an on-call rotation with a generous compensation.',
  'Fluency in English is required; French is appreciated but not mandatory.',
  'We are an equal-opportunity employer and welcome applications from every background.',
  'The interview process: a call with the recruiter, a technical discussion, a case study and a meeting with the team.',
  'You will help us improve observability: tracing, dashboards and meaningful alerts.',
] as const;

const ACTION_TITLES: Readonly<Record<ActionType, readonly string[]>> = {
  accepted: ['Offer accepted', 'Signed the contract'],
  email: ['Follow-up email', 'Sent portfolio link', 'Thank-you email after the interview'],
  feedback: ['Feedback from the hiring manager', 'Feedback on the take-home exercise'],
  interview: ['Technical interview', 'On-site interview', 'Meeting with the team'],
  negotiation: ['Salary negotiation', 'Discussed the start date'],
  phone_call: ['Phone screen with the recruiter', 'Call with HR'],
  refused: ['Rejection email', 'Position filled internally'],
  reminder: ['Follow up if no answer', 'Prepare questions for the interview'],
  submit: ['Application submitted', 'Applied through the careers page'],
  video_call: ['Video call with the team lead', 'Pair-programming session over video'],
};
const ACTION_NOTE_SENTENCES = [
  'Bring examples of past incidents and how they were solved.',
  'They asked about availability and notice period.',
  'Went well overall; the system design part was the hardest.',
  'Contact: Camille from the talent team.',
  'Ask about the team structure and who the role reports to.',
  'Waiting for their answer by the end of the week.',
] as const;

/** Lower-case, letters and digits only: a company's name as a host name part. */
const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function generateJobSearch(accountId: string, shape: SeedShape, seed: number, now: Date): JobSearchRows {
  const random = seededRandom(seed);
  const nowMs = now.getTime();
  const isoAt = (ms: number): string => new Date(Math.round(ms)).toISOString();

  const companyNames = COMPANY_PREFIXES.flatMap((prefix) => COMPANY_SUFFIXES.map((suffix) => `${prefix} ${suffix}`));
  if (shape.companies > companyNames.length) throw new Error(`at most ${companyNames.length} companies can be seeded`);
  const companies = companyNames.slice(0, shape.companies).map((name) => ({
    id: crypto.randomUUID(),
    account_id: accountId,
    name,
    created: isoAt(nowMs - CREATION_SPAN_MS - random() * 30 * DAY_MS),
  }));

  // Exactly round(share x count) applications mention the search word, at random places in the list.
  const searchCount = Math.round(shape.applications * shape.searchShare);
  const mentionsSearchWord = new Set<number>();
  while (mentionsSearchWord.size < searchCount) mentionsSearchWord.add(Math.floor(random() * shape.applications));

  const applications = Array.from({ length: shape.applications }, (_, index) => {
    const company = companies.length > 0 && random() < shape.companyShare ? pick(random, companies) : undefined;
    const title = `${pick(random, SENIORITIES)}${pick(random, ROLES)}${pick(random, TITLE_TAGS)}`;
    const notes = paragraph(random, NOTE_SENTENCES, 150 + random() * 300);
    return {
      id: crypto.randomUUID(),
      account_id: accountId,
      company_id: company?.id ?? null,
      title,
      url: `https://${company === undefined ? 'jobs.example.com' : `careers.${slug(company.name)}.example`}/offers/${10_000 + index}`,
      notes: mentionsSearchWord.has(index) ? `${notes} ${SEARCH_SENTENCE}` : notes,
      job_description: paragraph(random, DESCRIPTION_SENTENCES, 400 + random() * 600),
      created: isoAt(nowMs - random() * CREATION_SPAN_MS),
    };
  });

  let futureActions = 0;
  const actions = Array.from({ length: shape.actions }, () => {
    const application = pick(random, applications);
    const createdMs = Date.parse(application.created);
    const dateMs = createdMs + random() * (nowMs + FUTURE_SPAN_MS - createdMs);
    if (dateMs > nowMs) futureActions += 1;
    const type = pick(random, ACTION_TYPES);
    return {
      id: crypto.randomUUID(),
      account_id: accountId,
      job_application_id: application.id,
      type,
      title: pick(random, ACTION_TITLES[type]),
      notes: random() < 0.4 ? '' : paragraph(random, ACTION_NOTE_SENTENCES, random() * 150),
      date: isoAt(dateMs),
      // Logged when it happened, or between the application and now for one planned ahead.
      created: isoAt(dateMs <= nowMs ? dateMs : createdMs + random() * (nowMs - createdMs)),
    };
  });

  // Counted over every searched text, as the server searches: the word must be nowhere else.
  const needle = SEARCH_WORD.toLowerCase();
  const companyNameOf = new Map<string, string>(companies.map((company) => [company.id, company.name]));
  const searchMatches = applications.filter((application) =>
    [application.title, application.notes, application.job_description, companyNameOf.get(application.company_id ?? '') ?? ''].some(
      (text) => text.toLowerCase().includes(needle),
    ),
  ).length;
  const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    companies,
    applications,
    actions,
    searchMatches,
    meanNotesLength: mean(applications.map((application) => application.notes.length)),
    meanDescriptionLength: mean(applications.map((application) => application.job_description.length)),
    futureActions,
  };
}
