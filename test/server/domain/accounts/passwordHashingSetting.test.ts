// TEST_ONLY_FAST_PASSWORD_HASHING lets spawned test servers hash passwords cheaply. It must never weaken a real
// server: refused unless NODE_ENV=test, said in the log when on, and off by default (argon2id at OWASP's cost).
import pino from 'pino';
import { Writable } from 'node:stream';
import { loadConfig } from '../../../../server/config';
import { CURRENT_TEST_TERMS } from '../../../support/accounts';
import { findAccountByEmail } from '../../../../server/domain/accounts/accountQueries';
import { newEmail, startAccountApp, type AccountTestApp } from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';

describe('TEST_ONLY_FAST_PASSWORD_HASHING', () => {
  it('is refused unless NODE_ENV=test, and off by default', () => {
    expect(() => loadConfig({ TEST_ONLY_FAST_PASSWORD_HASHING: 'true', NODE_ENV: 'production' })).toThrow(
      'TEST_ONLY_FAST_PASSWORD_HASHING: refused unless NODE_ENV=test',
    );
    expect(() => loadConfig({ TEST_ONLY_FAST_PASSWORD_HASHING: 'true' })).toThrow('refused unless NODE_ENV=test');
    expect(loadConfig({ TEST_ONLY_FAST_PASSWORD_HASHING: 'true', NODE_ENV: 'test' }).testOnlyFastPasswordHashing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testOnlyFastPasswordHashing).toBe(false);
  });

  describe.each([
    { setting: 'true', parameters: 'm=8,t=1,p=1', warns: true },
    { setting: '', parameters: 'm=19456,t=2,p=1', warns: false },
  ])('a server with the setting at "$setting"', ({ setting, parameters, warns }) => {
    let testApp: AccountTestApp;
    const logged: string[] = [];

    beforeAll(async () => {
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(chunk.toString('utf8'));
          done();
        },
      });
      // No `passwords` dependency: the app picks its hasher from the settings, as a spawned server does.
      testApp = await startAccountApp('sqlite', { logger: pino({ level: 'warn' }, sink), passwords: undefined }, { TEST_ONLY_FAST_PASSWORD_HASHING: setting, NODE_ENV: 'test' });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it(`stores argon2id hashes at ${parameters}${warns ? ' and says so in the log' : ''}`, async () => {
      const email = newEmail();
      const response = await testApp.post('/api/sign_up', {
        email,
        password: 'Correct-Horse-9',
        accepted_terms: CURRENT_TEST_TERMS,
        captcha: await quickCaptcha(testApp.secret),
        locale: 'en-US',
      });
      expect(response.statusCode).toBe(200);
      await testApp.settle();
      const account = await findAccountByEmail(testApp.database.db, email);
      expect(account?.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$${parameters}\\$`));
      expect(logged.some((line) => line.includes('TEST_ONLY_FAST_PASSWORD_HASHING=true'))).toBe(warns);
    });
  });
});
