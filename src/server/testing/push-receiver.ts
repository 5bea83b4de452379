// A local HTTPS receiver standing in for the browsers' push services, for API tests of Web Push: it keeps
// what the server sends and decrypts it with the subscription's keys (RFC 8291, aes128gcm). An app under
// test names it as its one push service (LOCAL_PUSH_SERVICE) and trusts its certificate (pushAgentOptions).
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/** The receiver is the one push service, on this machine. */
export const LOCAL_PUSH_SERVICE = { PUSH_SERVICES: 'localhost', PUSH_PRIVATE_ADDRESSES: 'allow' };

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  port: number;
  certificate: Buffer;
  received: ReceivedPush[];
  /** The status the receiver answers with from now on (201; 410 says the subscription is gone). */
  answerWith(status: number): void;
  /** A subscription (as update-notification-token takes it) whose pushes arrive at /push/<device>. */
  subscription(device: string): string;
  decrypt(body: Buffer): string;
  /** The notification ({ title, body }) of a received push. */
  notificationOf(push: ReceivedPush): { title: string; body: string };
  /** Waits until `count` pushes have arrived in all; answers the last of them. */
  waitForPush(count: number): Promise<ReceivedPush>;
  close(): void;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  // The browser side of every subscription: its ECDH key pair and auth secret.
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  const authSecret = randomBytes(16);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = fs.readFileSync(path.join(dir, 'key.pem'));
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  fs.rmSync(dir, { recursive: true, force: true });
  const received: ReceivedPush[] = [];
  let answerStatus = 201;
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answerStatus;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverPublic = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = browserKeys.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKeys.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 followed by zero padding.
    return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
  };

  return {
    port,
    certificate: cert,
    received,
    answerWith: (status) => {
      answerStatus = status;
    },
    subscription: (device) =>
      JSON.stringify({
        endpoint: `https://localhost:${port}/push/${device}`,
        keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      }),
    decrypt,
    notificationOf: (push) => JSON.parse(JSON.parse(decrypt(push.body)).message).notification,
    async waitForPush(count) {
      for (let i = 0; i < 100 && received.length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(received.length).toBe(count);
      return received[count - 1]!;
    },
    close: () => server.close(),
  };
}
