/**
 * The three ways a notification leaves the server: e-mail over SMTP (nodemailer, SMTP_URL), SMS
 * through an HTTP gateway (SMS_GATEWAY_URL: a JSON POST `{ to, text, id }` with the token as a
 * bearer), and Web Push (settings/push.ts). A failure is a `DeliveryError` whose message is a code
 * without personal data ('SMTP ECONNECTION', 'SMTP 550', 'HTTP 503'); it is what staff see.
 */
import type { Transporter } from 'nodemailer';
import type { PushZprava } from '../../../contract/settings';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { deliverPush, type PushOutcome, type StoredSubscription } from '../settings/push';

export class DeliveryError extends Error {
  constructor(code: string) {
    super(code);
    this.name = 'DeliveryError';
  }
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The delivery it carries (also its Message-ID, so a repeated send is recognisably the same message). */
  deliveryId: string;
}

export interface Channels {
  email(message: OutgoingEmail): Promise<void>;
  sms(to: string, text: string, deliveryId: string): Promise<void>;
  push(subscription: StoredSubscription, message: PushZprava): Promise<PushOutcome>;
  close(): void;
}

export type ChannelConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'smsGateway' | 'vapid' | 'vapidSubject' | 'dataDir' | 'pushHosts'>;

/** A code for staff from a nodemailer error: its code and the server's reply code, never its text (which may name the address). */
function smtpErrorCode(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown };
  const code = typeof e.code === 'string' && /^[A-Z_]{2,20}$/.test(e.code) ? e.code : 'CHYBA';
  const reply = typeof e.responseCode === 'number' ? ` ${e.responseCode}` : '';
  return `SMTP ${code}${reply}`;
}

export function createChannels(db: Database, config: ChannelConfig): Channels {
  let transport: Transporter | null = null;
  const transportOf = async (): Promise<Transporter> => {
    if (!config.smtpUrl) throw new DeliveryError('SMTP_URL není nastaveno');
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      const url = new URL(config.smtpUrl);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // A receiver on this machine (development, tests) need not offer TLS.
        ...(loopback ? { ignoreTLS: url.protocol === 'smtp:' } : {}),
      } as Parameters<typeof nodemailer.createTransport>[0]);
    }
    return transport;
  };
  return {
    async email(message) {
      const sender = await transportOf();
      try {
        await sender.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<upozorneni-${message.deliveryId}@zdravotni-karta.local>`,
          headers: { 'X-Upozorneni-Id': message.deliveryId },
        });
      } catch (error) {
        throw new DeliveryError(smtpErrorCode(error));
      }
    },
    async sms(to, text, deliveryId) {
      if (!config.smsGateway) throw new DeliveryError('SMS_GATEWAY_URL není nastaveno');
      let status: number;
      try {
        const response = await fetch(config.smsGateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.smsGateway.token}` },
          body: JSON.stringify({ to, text, id: deliveryId }),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        status = response.status;
      } catch (error) {
        throw new DeliveryError((error as Error).name === 'TimeoutError' ? 'HTTP TIMEOUT' : 'HTTP SPOJENI');
      }
      if (status < 200 || status >= 300) throw new DeliveryError(`HTTP ${status}`);
    },
    push: (subscription, message) => deliverPush(db, config, subscription, message),
    close() {
      transport?.close();
      transport = null;
    },
  };
}
