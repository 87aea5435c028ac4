// Failures a request handler reports on purpose; the router answers them with their code. Anything else a
// handler throws is our fault: the router logs it and answers `internal`.
import type { ChannelErrorCode } from '../../../contract';

export class RequestError extends Error {
  constructor(
    readonly code: ChannelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The answer for a row that does not exist or belongs to another account: the two must look the same. */
export function notFound(what: string): RequestError {
  return new RequestError('not_found', `${what} not found`);
}
