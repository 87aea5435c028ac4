import { REQUEST_NAMES } from '../../../contract';
import { isReadRequest, REQUEST_KINDS } from '../../../server/domain/requests/requestKinds';
import { createLongRequestHandlers, createRequestHandlers } from '../../../server/requests/handlers';
import { testHandlerOptions } from '../../support/handlerOptions';

describe('the kind of every request', () => {
  it('classifies every request name of the contract, and nothing else', () => {
    expect(Object.keys(REQUEST_KINDS).sort()).toEqual([...REQUEST_NAMES].sort());
    for (const name of REQUEST_NAMES) expect(['read', 'change']).toContain(REQUEST_KINDS[name]);
  });

  it('makes a change of every request whose handler pushes or writes, and of the long requests', () => {
    expect(REQUEST_NAMES.filter((name) => !isReadRequest(name)).sort()).toEqual([
      'account.accept_terms',
      'account.update_locale',
      'account.update_settings',
      'account.use_payment_option',
      'action.create',
      'action.delete',
      'action.get_calendar_feed',
      'action.renew_calendar_feed',
      'action.update',
      'ai.use_ai_product',
      'company.delete',
      'company.update',
      'contact.create',
      'contact.delete',
      'contact.link_to_application',
      'contact.unlink_from_application',
      'contact.update',
      'file.delete',
      'file.link_to_application',
      'file.unlink_from_application',
      'file.update',
      'job_application.delete',
      'job_application.update',
    ]);
    for (const name of Object.keys(createLongRequestHandlers(testHandlerOptions()))) {
      expect(REQUEST_KINDS[name as keyof typeof REQUEST_KINDS]).toBe('change');
    }
  });

  it('has a handler for every request name', () => {
    const options = testHandlerOptions();
    const handled = [...Object.keys(createRequestHandlers(options)), ...Object.keys(createLongRequestHandlers(options))];
    expect(handled.sort()).toEqual([...REQUEST_NAMES].sort());
  });
});
