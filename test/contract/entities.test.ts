import {
  ACTION_TYPES,
  AI_PRODUCT_NAMES,
  DEFAULT_LOCALE,
  FILE_TYPES,
  LOCALES,
  REQUIRED_DOCUMENTS,
  TRANSACTION_REASONS,
  accountSessionSchema,
  actionSchema,
  aiProductSchema,
  aiResponseSchema,
  companySchema,
  creationDateSchema,
  fileSchema,
  futureActionSchema,
  jobApplicationSchema,
  loginInfoSchema,
  paymentOptionSchema,
  paymentUrlSchema,
  transactionSchema,
  checkoutSchema,
} from '../../contract';
import * as examples from './examples';

describe('enumerations as the API contract lists them', () => {
  it('locales', () => {
    expect(LOCALES).toEqual(['en-US', 'fr-FR']);
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('action types', () => {
    expect([...ACTION_TYPES].sort()).toEqual(
      ['accepted', 'email', 'feedback', 'interview', 'negotiation', 'phone_call', 'refused', 'reminder', 'submit', 'video_call'].sort(),
    );
  });

  it('AI product names, misspelling kept byte for byte', () => {
    expect(AI_PRODUCT_NAMES).toEqual([
      'generate_cover_letter_for_job_application',
      'generate_candaidate_questions_for_interview',
      'generate_interviewer_questions_for_interview',
      'analyze_candidate_resume',
    ]);
    expect(aiProductSchema.safeParse({ ...examples.aiProduct, name: 'generate_candidate_questions_for_interview' }).success).toBe(false);
  });

  it('file types, required documents and transaction reasons', () => {
    expect(FILE_TYPES).toEqual(['resume', 'cover_letter']);
    expect(REQUIRED_DOCUMENTS).toEqual(['resume', 'cover_letter', 'job_application']);
    expect([...TRANSACTION_REASONS].sort()).toEqual(['adjustment', 'ai_refund', 'ai_usage', 'purchase', 'sign_up_bonus']);
  });
});

describe('valid entities parse unchanged', () => {
  it.each([
    ['company', companySchema, examples.company],
    ['job_application', jobApplicationSchema, examples.jobApplication],
    ['action', actionSchema, examples.action],
    ['file', fileSchema, examples.file],
    ['ai_product', aiProductSchema, examples.aiProduct],
    ['ai_response', aiResponseSchema, examples.aiResponse],
    ['transaction', transactionSchema, examples.transaction],
    ['purchase transaction', transactionSchema, examples.purchase],
    ['checkout', checkoutSchema, examples.checkout],
    ['payment_option', paymentOptionSchema, examples.paymentOption],
    ['creation date', creationDateSchema, examples.creationDate],
    ['future action', futureActionSchema, examples.futureAction],
    ['account session', accountSessionSchema, examples.accountSession],
  ] as const)('%s', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });
});

describe('entity rules', () => {
  it('a job application without a company has both company fields null', () => {
    const alone = { ...examples.jobApplication, company_id: null, company: null };
    expect(jobApplicationSchema.safeParse(alone).success).toBe(true);
    expect(jobApplicationSchema.safeParse({ ...examples.jobApplication, notes: null }).success).toBe(false);
  });

  it('an action whose action_id differs from its id is rejected', () => {
    const result = actionSchema.safeParse({ ...examples.action, action_id: examples.IDS.file });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['action_id']);
  });

  it('an action of an unknown type is rejected', () => {
    expect(actionSchema.safeParse({ ...examples.action, type: 'lunch' }).success).toBe(false);
  });

  it('ids and dates of entities are checked', () => {
    expect(companySchema.safeParse({ ...examples.company, id: 'acme' }).success).toBe(false);
    expect(companySchema.safeParse({ ...examples.company, created: '22/11/2026' }).success).toBe(false);
    expect(actionSchema.safeParse({ ...examples.action, date: '2026-12-01T14:00:00+02:00' }).success).toBe(false);
  });

  it('a file has no thumbnails until its first page is rendered', () => {
    expect(fileSchema.safeParse({ ...examples.file, thumbnails: {} }).success).toBe(true);
    expect(fileSchema.safeParse({ ...examples.file, thumbnails: { '72': 'not a list' } }).success).toBe(false);
    expect(fileSchema.safeParse({ ...examples.file, type: 'logo' }).success).toBe(false);
  });

  it('unknown keys of an entity are stripped, not refused', () => {
    expect(companySchema.parse({ ...examples.company, extra: 1 })).toEqual(examples.company);
  });

  it('counts of credits and prices are whole and not negative; a transaction amount may be negative', () => {
    expect(aiProductSchema.safeParse({ ...examples.aiProduct, price: -1 }).success).toBe(false);
    expect(paymentOptionSchema.safeParse({ ...examples.paymentOption, price: 9.99 }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...examples.transaction, amount: -3 }).success).toBe(true);
    expect(transactionSchema.safeParse({ ...examples.transaction, reason: 'gift' }).success).toBe(false);
  });

  it('the session accepts null accepted_terms and only the two locales', () => {
    expect(accountSessionSchema.safeParse({ ...examples.accountSession, accepted_terms: '2026-11-01' }).success).toBe(true);
    expect(accountSessionSchema.safeParse({ ...examples.accountSession, locale: 'de-DE' }).success).toBe(false);
    expect(accountSessionSchema.safeParse({ ...examples.accountSession, credits: '10' }).success).toBe(false);
  });

  it('login info is the session without a locale', () => {
    const { locale: _locale, ...info } = examples.accountSession;
    expect(loginInfoSchema.parse(info)).toEqual(info);
    expect(loginInfoSchema.safeParse({ ...info, credits: undefined }).success).toBe(false);
    // A link with an empty email or terms version would sign in a session the route guard does not count as one.
    expect(loginInfoSchema.safeParse({ ...info, email: '' }).success).toBe(false);
    expect(loginInfoSchema.safeParse({ ...info, current_terms: '' }).success).toBe(false);
  });

  it('a payment URL starts with http or https', () => {
    expect(paymentUrlSchema.safeParse('https://checkout.example.com/s/1').success).toBe(true);
    expect(paymentUrlSchema.safeParse('data:text/html,hi').success).toBe(false);
  });
});
