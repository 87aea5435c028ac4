import {
  FIRST_SCREEN_MEMORY_KEY,
  forgetFirstScreen,
  rememberedFirstScreen,
  rememberFirstScreen,
} from '../../../../src/features/jobApplications/firstScreenMemory';
import { FIRST_SCREEN_ROWS } from '../../../../src/features/jobApplications/firstScreen';

const ALICE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ids = Array.from({ length: FIRST_SCREEN_ROWS + 5 }, (_, index) => `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`);

beforeEach(() => {
  forgetFirstScreen(window.localStorage);
});

describe("the list's remembered first screen", () => {
  it('gives back the ids kept for the account, a first screen at most, and nothing for another account', () => {
    rememberFirstScreen(window.localStorage, ALICE, ids);
    expect(rememberedFirstScreen(window.localStorage, ALICE)).toEqual(ids.slice(0, FIRST_SCREEN_ROWS));
    expect(rememberedFirstScreen(window.localStorage, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb')).toEqual([]);
    // Ids only: no title or other content of the applications.
    expect(JSON.parse(window.localStorage.getItem(FIRST_SCREEN_MEMORY_KEY) ?? 'null')).toEqual({ user_id: ALICE, ids: ids.slice(0, FIRST_SCREEN_ROWS) });
  });

  it('reads anything else stored under its key as nothing remembered', () => {
    for (const stored of ['not json', '42', '{"user_id":"x"}', `{"user_id":"${ALICE}","ids":[1,2]}`, 'null']) {
      window.localStorage.setItem(FIRST_SCREEN_MEMORY_KEY, stored);
      expect(rememberedFirstScreen(window.localStorage, ALICE)).toEqual([]);
    }
  });

  it('keeps nothing, without failing, when the storage is full', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(() => {
      rememberFirstScreen(full, ALICE, ids);
    }).not.toThrow();
  });
});
