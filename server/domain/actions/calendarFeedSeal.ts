// The calendar feed's address must be shown again (the person copies it into another calendar app), so unlike
// the other tokens its row cannot keep a digest alone: it keeps the token sealed under a key of its own derived
// from the server's secret key, and bound to its account, so that neither a copy of the database nor a sealed
// value moved to another account's row gives an address.
import { createSecretSeal } from '../../services/secretSeal';

export interface CalendarFeedSeal {
  seal(token: string, accountId: string): string;
  /** The token, or undefined when it was not sealed for this account with this key (SECRET_KEY changed). */
  open(sealed: string, accountId: string): string | undefined;
}

export function createCalendarFeedSeal(serverKey: Buffer): CalendarFeedSeal {
  const seal = createSecretSeal(serverKey, 'calendar feed token seal');
  return {
    seal: (token, accountId) => seal.seal(token, accountId),
    open(sealed, accountId) {
      try {
        return seal.open(sealed, accountId);
      } catch {
        return undefined;
      }
    },
  };
}
