// A real pino logger whose lines the test can read.
import pino, { type Logger } from 'pino';

export interface LoggedLine {
  readonly level: number;
  readonly msg: string;
  readonly [key: string]: unknown;
}

export const INFO = 30;
export const WARN = 40;

export function recordingLogger(): { readonly logger: Logger; readonly lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LoggedLine) });
  return { logger, lines };
}
