import { base64UrlToBytes, pushSupported } from '../../../../src/features/settings/browserPush';
import { timeZoneNames } from '../../../../src/features/settings/timeZones';

describe('browser push', () => {
  it('turns a base64url key into its bytes, with or without padding', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes('AQID_-8=')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('says jsdom has no push (no PushManager)', () => {
    expect(pushSupported()).toBe(false);
  });
});

describe('time zones offered', () => {
  it('lists every zone of the browser, sorted, with the account’s own and UTC among them', () => {
    const names = timeZoneNames('Etc/GMT+5');
    expect(names).toContain('Europe/Paris');
    expect(names).toContain('Etc/GMT+5');
    expect(names).toContain('UTC');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
