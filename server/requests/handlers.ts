// Every live-channel request the server answers, by name. Each area contributes its own handlers.
import { accountRequestHandlers } from '../domain/accounts/accountRequests';
import type { RequestHandlers } from './requestRouter';

export const requestHandlers: RequestHandlers = {
  ...accountRequestHandlers,
};
