// The Web Push sender against a stand-in push service on loopback HTTPS (test/support/pushService.ts), which
// checks the VAPID signature and decrypts the aes128gcm body as a real one would; its endpoint rules (https on
// public addresses only, unless PUSH_ALLOW_PRIVATE_ADDRESSES); and the VAPID key pair kept in DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { checkPushEndpoint, checkVapidKeys, createPushSender, loadVapidKeys, type PushSender, RefusedPushEndpointError, vapidKeyFile } from '../../../../server/services/push';
import { type PushServiceStandIn, startPushService } from '../../../support/pushService';

describe('the Web Push sender', () => {
  let service: PushServiceStandIn;
  let sender: PushSender;
  const keys = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    service = await startPushService();
    sender = createPushSender({ keys, subject: 'mailto:no-reply@tracker.example.test', allowPrivateAddresses: true, ca: service.certificate });
  });
  afterAll(async () => {
    sender.close();
    await service.close();
  });

  it('sends a message the push service decrypts, signed with the server’s VAPID key for the endpoint’s origin', async () => {
    const subscription = service.subscribe();
    expect(await sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, '{"hello":"wörld"}')).toBe('sent');
    const [message] = service.messages.filter((received) => received.endpoint === subscription.endpoint);
    expect(message).toMatchObject({
      text: '{"hello":"wörld"}',
      vapidPublicKey: keys.publicKey,
      claims: { aud: service.origin, sub: 'mailto:no-reply@tracker.example.test' },
      ttl: 24 * 60 * 60,
      urgency: 'high',
    });
  });

  it.each([404, 410])('answers gone when the push service answers %i', async (status) => {
    const subscription = service.subscribe();
    service.answerWith(subscription.endpoint, status);
    expect(await sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, 'x')).toBe('gone');
  });

  it('rejects on any other failure, for the job to try again', async () => {
    const subscription = service.subscribe();
    service.answerWith(subscription.endpoint, 500);
    await expect(sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, 'x')).rejects.toMatchObject({ statusCode: 500 });
  });

  it('refuses an endpoint on a loopback or private address without the setting, and anything but https', async () => {
    const strict = createPushSender({ keys, subject: 'mailto:no-reply@tracker.example.test', allowPrivateAddresses: false, ca: service.certificate });
    try {
      const subscription = service.subscribe();
      await expect(strict.send({ endpoint: subscription.endpoint, ...subscription.keys }, 'x')).rejects.toBeInstanceOf(RefusedPushEndpointError);
      expect(service.messages.filter((received) => received.endpoint === subscription.endpoint)).toEqual([]);
    } finally {
      strict.close();
    }
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://10.1.2.3/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'http://push.example.com/push',
      'https://user:pass@93.184.215.14/push',
    ]) {
      await expect(checkPushEndpoint(endpoint, false)).rejects.toBeInstanceOf(RefusedPushEndpointError);
    }
    await expect(checkPushEndpoint('https://93.184.215.14/push', false)).resolves.toBeUndefined();
    await expect(checkPushEndpoint('https://127.0.0.1/push', true)).resolves.toBeUndefined();
    await expect(checkPushEndpoint('http://127.0.0.1/push', true)).rejects.toBeInstanceOf(RefusedPushEndpointError);
  });
});

describe('the VAPID keys', () => {
  it('are made once in DATA_DIR, readable by the server’s user alone, and the settings’ pair wins', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    try {
      const made = loadVapidKeys({ configured: undefined, dataDir });
      expect(checkVapidKeys(made)).toBe(true);
      expect(loadVapidKeys({ configured: undefined, dataDir })).toEqual(made);
      expect(fs.statSync(vapidKeyFile(dataDir)).mode & 0o777).toBe(0o600);
      const configured = webPush.generateVAPIDKeys();
      expect(loadVapidKeys({ configured, dataDir })).toEqual(configured);
      expect(checkVapidKeys({ publicKey: configured.publicKey, privateKey: made.privateKey })).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
