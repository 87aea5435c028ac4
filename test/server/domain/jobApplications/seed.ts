// Rows for the job-search domain tests, written with the domain's own queries at chosen creation times, and a
// router that records every event it sends (the answers to its requests and the pushes, with the account each
// went to).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import {
  type Action,
  type Company,
  type JobApplication,
  parsePushPayload,
  parseResponseData,
  type PushEvent,
  type PushPayload,
  type RequestName,
  type ResponseData,
  RESPONSE_EVENT,
} from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { insertAction, type NewAction } from '../../../../server/domain/actions/actionQueries';
import { insertCompany } from '../../../../server/domain/companies/companyQueries';
import type { AnswerSeal } from '../../../../server/domain/requests/answerStore';
import {
  findJobApplication,
  insertJobApplication,
  type NewJobApplication,
} from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { requestHandlers } from '../../../../server/requests/handlers';
import { type AccountPublisher, createRequestRouter, type LongRequestHandlers, type RequestHandlers } from '../../../../server/requests/requestRouter';

/** The moment the seeded rows are made, unless a test says otherwise. */
export const SEEDED_AT = new Date('2026-11-01T08:00:00.000Z');

export function minutesAfter(moment: Date, minutes: number): Date {
  return new Date(moment.getTime() + minutes * 60_000);
}

export function seedCompany(db: Kysely<Database>, accountId: string, name = 'Acme', created = SEEDED_AT): Promise<Company> {
  return insertCompany(db, accountId, { name }, created);
}

export async function seedJobApplication(
  db: Kysely<Database>,
  accountId: string,
  fields: Partial<NewJobApplication> = {},
  created = SEEDED_AT,
): Promise<JobApplication> {
  const id = await insertJobApplication(
    db,
    accountId,
    { title: 'Backend engineer', url: 'https://jobs.example.test/backend', ...fields },
    created,
  );
  const application = await findJobApplication(db, accountId, id);
  if (application === undefined) throw new Error('the seeded application cannot be read back');
  return application;
}

export function seedAction(
  db: Kysely<Database>,
  accountId: string,
  jobApplicationId: string,
  fields: Partial<Omit<NewAction, 'job_application_id'>> = {},
  created = SEEDED_AT,
): Promise<Action> {
  return insertAction(
    db,
    accountId,
    { type: 'interview', title: 'First interview', date: '2026-11-20T14:00:00.000Z', ...fields, job_application_id: jobApplicationId },
    created,
  );
}

export interface Published {
  readonly accountId: string;
  readonly event: string;
  readonly payload: unknown;
}

export interface Answer {
  readonly uuid: string;
  readonly data?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
}

export interface Exchange {
  /** The `response` event of the request. */
  readonly answer: Answer;
  /** Every event published while the request ran, answers included, in the order they were sent. */
  readonly published: readonly Published[];
  /** The events other than answers. */
  readonly pushes: readonly Published[];
}

/** A router over every handler of the server, whose publisher records what it sends. */
export function requestHarness(
  db: Kysely<Database>,
  options: { clock?: () => Date; handlers?: RequestHandlers; longHandlers?: LongRequestHandlers; logger?: FastifyBaseLogger; answerSeal?: AnswerSeal } = {},
) {
  const published: Published[] = [];
  const publisher: AccountPublisher = {
    publishToAccount: (accountId, event, payload) => {
      published.push({ accountId, event, payload });
      return Promise.resolve();
    },
  };
  const router = createRequestRouter({
    db,
    handlers: options.handlers ?? requestHandlers,
    ...(options.longHandlers === undefined ? {} : { longHandlers: options.longHandlers }),
    publisher,
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.answerSeal === undefined ? {} : { answerSeal: options.answerSeal }),
  });

  async function ask(accountId: string, request: string, params: unknown, uuid: string = crypto.randomUUID()): Promise<Exchange> {
    const from = published.length;
    const answers: Answer[] = [];
    // The answer goes to the asking channel alone; recorded with the pushes, in the order both were sent.
    const ack = router.accept(accountId, { request, uuid, params }, (answer) => {
      answers.push(answer);
      published.push({ accountId, event: RESPONSE_EVENT, payload: answer });
    });
    if (ack.status !== 'ok') throw new Error(`refused: ${JSON.stringify(ack.response)}`);
    await ack.answered;
    const during = published.slice(from);
    // A repeat of a uuid that still runs is answered later, when the first delivery is.
    if (answers.length !== 1) throw new Error(`expected one answer, got ${String(answers.length)}`);
    const answer = answers[0]!;
    return { answer, published: during, pushes: during.filter((event) => event.event !== 'response') };
  }

  return { ask, published };
}

/** The data of a successful answer, checked against the contract (a failure or data out of contract throws). */
export function dataOf<N extends RequestName>(name: N, answer: Answer): ResponseData<N> {
  if (answer.error !== undefined) throw new Error(`${name} failed: ${answer.error.code}: ${answer.error.message}`);
  const parsed = parseResponseData(name, answer.data);
  if (!parsed.success) throw new Error(`${name} answered data out of contract: ${parsed.error.message}`);
  return parsed.data;
}

/** The payload of a push, checked against the contract. */
export function payloadOf<E extends PushEvent>(event: E, push: Published | undefined): PushPayload<E> {
  if (push?.event !== event) throw new Error(`expected a ${event} push, got ${push?.event ?? 'none'}`);
  const parsed = parsePushPayload(event, push.payload);
  if (!parsed.success) throw new Error(`${event} pushed a payload out of contract: ${parsed.error.message}`);
  return parsed.data;
}

/** Every row of a job-search table, in a stable order, to show that a refused request changed nothing. */
export function tableRows(db: Kysely<Database>, table: 'companies' | 'job_applications' | 'actions') {
  return db.selectFrom(table).selectAll().orderBy('id').execute();
}

/** An id of the right form that names no row. */
export function unknownId(): string {
  return crypto.randomUUID();
}
