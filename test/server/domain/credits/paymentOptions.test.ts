// The packs on sale: the contract's defaults, or PAYMENT_OPTIONS_FILE, each with an id that stays the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idSchema } from '../../../../contract';
import { ConfigError } from '../../../../server/config';
import { loadPaymentOptions, stableOptionId } from '../../../../server/domain/credits/paymentOptions';

const sandbox: Parameters<typeof loadPaymentOptions>[0] = { provider: 'sandbox', currency: 'eur', optionsFile: undefined };

function optionsFile(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'packs-')), 'packs.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('payment options', () => {
  it('are the contract’s three packs by default, in the configured currency', () => {
    expect(loadPaymentOptions({ ...sandbox, currency: 'usd' })).toEqual([
      { id: stableOptionId('starter'), name: 'starter', credits: 20, price: 500, currency: 'usd' },
      { id: stableOptionId('standard'), name: 'standard', credits: 60, price: 1200, currency: 'usd' },
      { id: stableOptionId('intensive'), name: 'intensive', credits: 150, price: 2500, currency: 'usd' },
    ]);
  });

  it('have ids that are UUID v4, differ by name and never change', () => {
    const ids = ['starter', 'standard', 'intensive'].map(stableOptionId);
    for (const id of ids) expect(idSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(3);
    // Written down once: a change here would orphan every id a browser holds.
    expect(stableOptionId('starter')).toBe('d2a0081d-89e0-4505-a657-e8417c8f72e8');
  });

  it('come from PAYMENT_OPTIONS_FILE, keeping an id it gives', () => {
    const id = '5e6f7a8b-9c0d-4e1f-b2a3-4b5c6d7e8f90';
    const file = optionsFile(JSON.stringify([{ name: 'trial', credits: 5, price: 100 }, { id, name: 'team', credits: 500, price: 7500 }]));
    expect(loadPaymentOptions({ ...sandbox, optionsFile: file })).toEqual([
      { id: stableOptionId('trial'), name: 'trial', credits: 5, price: 100, currency: 'eur' },
      { id, name: 'team', credits: 500, price: 7500, currency: 'eur' },
    ]);
  });

  it.each([
    ['not JSON', 'cannot read'],
    ['[]', 'the list'],
    ['[{"name":"a","credits":0,"price":100}]', 'credits'],
    ['[{"name":"a","credits":5,"price":-1}]', 'price'],
    ['[{"name":"a","credits":5,"price":100,"extra":1}]', 'extra'],
    ['[{"name":"a","credits":5,"price":100},{"name":"a","credits":6,"price":200}]', 'same name'],
  ])('refuse a file holding %s, naming the setting', (content, problem) => {
    const load = () => loadPaymentOptions({ ...sandbox, optionsFile: optionsFile(content) });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('PAYMENT_OPTIONS_FILE');
    expect(load).toThrow(problem);
  });

  it('are none when buying is off', () => {
    expect(loadPaymentOptions({ ...sandbox, provider: 'off' })).toEqual([]);
  });
});
