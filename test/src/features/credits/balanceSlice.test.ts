// The credit balance: a sign-in brings it, the server tells it again, a restored session leaves it alone (storage
// keeps none), and signing out empties it.
import { balanceReceived, balanceSlice, selectCredits } from '../../../../src/features/credits/balanceSlice';
import { sessionRestored, signedIn, signedOut } from '../../../../src/features/session/sessionSlice';
import { connectedSession } from '../../testUtils/fixtures';

const reducer = balanceSlice.reducer;
const rootOf = (balance: ReturnType<typeof reducer>) => ({ balance });

describe('credit balance', () => {
  it('is 0 at start: there is nothing to spend', () => {
    expect(selectCredits(rootOf(reducer(undefined, { type: '@@init' })))).toBe(0);
  });

  it('keeps the balance of balanceReceived and of signedIn', () => {
    expect(selectCredits(rootOf(reducer({ credits: 3 }, balanceReceived(0))))).toBe(0);
    expect(selectCredits(rootOf(reducer({ credits: 0 }, signedIn(connectedSession))))).toBe(connectedSession.credits);
  });

  it('leaves the balance as it is when a saved session is restored', () => {
    const { credits: _credits, ...saved } = connectedSession;
    expect(reducer({ credits: 3 }, sessionRestored(saved))).toEqual({ credits: 3 });
  });

  it('empties when signed out', () => {
    expect(reducer({ credits: 3 }, signedOut())).toEqual({ credits: 0 });
  });
});
