import { REQUEST_NAMES, type RequestName } from '../../../../../contract';
import { failureMessageOf, RequestFailedError } from '../../../../../src/features/connection/requests/RequestFailedError';

const ID = '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21';

/** The spec's rejection messages (section 8), as people read them; `{id}` is filled in. */
const expectedMessages: Readonly<Record<RequestName, string>> = {
  'company.get': 'Unable to get company',
  'company.list': 'Unable to get the list of companies',
  'company.update': 'Unable to update company',
  'company.delete': 'Unable to delete company',
  'job_application.find_by_url': 'Unable to look for applications at this address',
  'job_application.get': 'Unable to get job_application',
  'job_application.list_creation_dates': 'Unable to get job application creation dates',
  'job_application.update': 'Unable to update job_application',
  'job_application.delete': `Unable to delete job_application ${ID}`,
  'job_application.search': 'Unable to search job applications',
  'job_application.list_statuses': 'Unable to get job application creation dates',
  'job_application.list_order': 'Unable to sort the job applications',
  'job_application.list_tags': 'Unable to get the tags of the job applications',
  'action.get': `Unable to get action: ${ID}`,
  'action.create': 'Unable to create new action',
  'action.update': 'Unable to update action',
  'action.delete': `Unable to delete action: ${ID}`,
  'action.list_for_application': 'Unable to get job_application actions',
  'action.list_future': 'Unable to get user future actions',
  'action.list_creation_dates': 'Unable to get actions creation dates',
  'action.get_calendar_feed': 'Unable to get the calendar link',
  'action.renew_calendar_feed': 'Unable to get the calendar link',
  'file.get_multiple': 'Unable to get files with ids',
  'file.list_for_application': 'Unable to list job_application files',
  'file.list_recent': 'Unable to get list of files of user',
  'file.update': 'Unable to update file',
  'file.delete': 'Unable to delete user file',
  'file.link_to_application': 'Unable to link or unlink job_application files',
  'file.unlink_from_application': 'Unable to link or unlink job_application files',
  'contact.create': 'Unable to create the contact',
  'contact.update': 'Unable to update the contact',
  'contact.delete': 'Unable to delete the contact',
  'contact.list': 'Unable to get the list of contacts',
  'contact.list_for_application': 'Unable to get the contacts of the job application',
  'contact.link_to_application': 'Unable to link or unlink the contacts of the job application',
  'contact.unlink_from_application': 'Unable to link or unlink the contacts of the job application',
  'ai.list_products': 'Unable to process request',
  'ai.list_responses': 'Unable to process request',
  'ai.list_responses_for_job_application': 'Unable to process request',
  'ai.list_responses_for_file': 'Unable to process request',
  'ai.get_response': 'Unable to process request',
  'ai.use_ai_product': 'Unable to process request',
  'account.accept_terms': 'Unable to accept the terms',
  'account.update_locale': 'Unable to update the language',
  'account.get_credits': 'Unable to get credits',
  'account.list_transactions': 'Unable to get transactions',
  'account.list_payment_options': 'Unable to get payment options',
  'account.get_payment_option': 'Unable to get payment option',
  'account.use_payment_option': 'Unable to start the payment',
  'account.get_checkout': 'Unable to get the state of the payment',
  'account.get_settings': 'Unable to load the settings',
  'account.update_settings': 'Unable to save the settings',
  'account.get_statistics': 'Unable to load the insights',
};

describe('failure messages of live requests', () => {
  it('covers every request of the contract', () => {
    expect(Object.keys(expectedMessages).sort()).toEqual([...REQUEST_NAMES].sort());
  });

  it.each(REQUEST_NAMES.map((request) => [request]))('%s fails with its own message', (request) => {
    const error = new RequestFailedError({
      requestName: request,
      uuid: '00000000-0000-4000-8000-000000000000',
      code: 'internal',
      ...failureMessageOf(request, { id: ID }),
    });
    expect(error.message).toBe(expectedMessages[request]);
    expect(error.messageId).toMatch(/^requests\.failed\.\w+$/);
  });

  it('carries the id as a value only when the params name one', () => {
    expect(failureMessageOf('action.get', { id: ID }).values).toEqual({ id: ID });
    expect(failureMessageOf('action.list_future', {}).values).toEqual({});
  });
});

describe('RequestFailedError', () => {
  const error = new RequestFailedError({
    requestName: 'file.delete',
    uuid: '00000000-0000-4000-8000-000000000000',
    code: 'not_found',
    serverMessage: 'no such file',
    ...failureMessageOf('file.delete', { id: ID }),
  });

  it('is an Error a caller can tell apart, with what the UI and the logs need', () => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error.name).toBe('RequestFailedError');
    expect(error).toMatchObject({
      requestName: 'file.delete',
      uuid: '00000000-0000-4000-8000-000000000000',
      code: 'not_found',
      message: 'Unable to delete user file',
      messageId: 'requests.failed.fileDelete',
      serverMessage: 'no such file',
      descriptor: { id: 'requests.failed.fileDelete', defaultMessage: 'Unable to delete user file' },
    });
  });

  it("takes the message's id as its text from a descriptor the production build left with its id only", () => {
    const fromBuild = new RequestFailedError({
      requestName: 'file.delete',
      uuid: '00000000-0000-4000-8000-000000000000',
      code: 'not_found',
      descriptor: { id: 'requests.failed.fileDelete' },
      values: { id: ID },
    });
    expect(fromBuild.message).toBe('requests.failed.fileDelete');
  });
});
