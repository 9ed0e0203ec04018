/**
 * Development and demo (and the tests): an SMTP server (the `smtp-server` package) and an SMS
 * gateway endpoint (plain HTTP), both on 127.0.0.1 in this process, that keep what they receive so
 * the developer can read it (the staff page "Odeslaná upozornění"). `npm start` in demo mode without
 * SMTP_URL sends to them; nothing leaves the machine.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  kanal: 'EMAIL' | 'SMS';
  /** The delivery it carries (X-Upozorneni-Id / the gateway's `id`); null for a confirmation code. */
  deliveryId: string | null;
  prijato: Date;
  adresat: string;
  predmet: string | null;
  /** The plain text (e-mail's text part, decoded) or the SMS. */
  text: string;
  /** The e-mail's HTML part, decoded (null for an SMS). */
  html: string | null;
}

/** How many received messages are kept (the oldest go first). */
const KEEP = 500;

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headerOf(head: string, name: string): string | null {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? null;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The text and HTML parts of a (multipart/alternative) message; enough for what nodemailer writes. */
export function parseEmail(raw: string): { headers: string; text: string; html: string | null } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return { headers: head, text: decodeBody(body, (headerOf(head, 'Content-Transfer-Encoding') ?? '').toLowerCase()), html: null };
  }
  let text = '';
  let html: string | null = null;
  for (const part of body.split(`--${boundary}`)) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const partHead = part.slice(0, at);
    const partBody = part
      .slice(at)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const partType = (headerOf(partHead, 'Content-Type') ?? '').toLowerCase();
    const encoding = (headerOf(partHead, 'Content-Transfer-Encoding') ?? '').toLowerCase();
    if (partType.startsWith('text/plain')) text = decodeBody(partBody, encoding);
    else if (partType.startsWith('text/html')) html = decodeBody(partBody, encoding);
  }
  return { headers: head, text, html };
}

export class LocalReceivers {
  readonly messages: ReceivedMessage[] = [];
  /** The SMS endpoint's bearer token (random; the gateway adapter sends it). */
  readonly smsToken = randomBytes(16).toString('hex');
  /** Answer this HTTP status to the next SMS posts instead of accepting them (tests of retries). */
  smsFailures: number[] = [];
  /** Refuse the next e-mails with a temporary error (tests of retries). */
  emailFailures = 0;
  #smtp: SMTPServer | null = null;
  #http: http.Server | null = null;
  #smtpPort = 0;
  #httpPort = 0;

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.#smtpPort}`;
  }

  get smsGateway(): { url: string; token: string } {
    return { url: `http://127.0.0.1:${this.#httpPort}/sms`, token: this.smsToken };
  }

  #keep(message: ReceivedMessage): void {
    this.messages.push(message);
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
  }

  async start(): Promise<void> {
    const { SMTPServer } = await import('smtp-server');
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.emailFailures > 0) {
            this.emailFailures--;
            const error = Object.assign(new Error('Zkuste to později'), { responseCode: 451 });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const parsed = parseEmail(raw);
          const subject = headerOf(parsed.headers, 'Subject');
          for (const rcpt of session.envelope.rcptTo) {
            this.#keep({
              kanal: 'EMAIL',
              deliveryId: headerOf(parsed.headers, 'X-Upozorneni-Id'),
              prijato: new Date(),
              adresat: rcpt.address,
              predmet: subject ? decodeWords(subject) : null,
              text: parsed.text,
              html: parsed.html,
            });
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    smtp.on('error', () => undefined);
    this.#smtp = smtp;
    this.#smtpPort = (smtp.server.address() as AddressInfo).port;

    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/sms' || request.headers.authorization !== `Bearer ${this.smsToken}`) {
          response.writeHead(request.url === '/sms' ? 401 : 404).end();
          return;
        }
        const failure = this.smsFailures.shift();
        if (failure) {
          response.writeHead(failure).end();
          return;
        }
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: unknown; text?: unknown; id?: unknown };
          if (typeof body.to !== 'string' || typeof body.text !== 'string') throw new Error('bad body');
          this.#keep({
            kanal: 'SMS',
            deliveryId: typeof body.id === 'string' ? body.id : null,
            prijato: new Date(),
            adresat: body.to,
            predmet: null,
            text: body.text,
            html: null,
          });
          response.writeHead(202, { 'content-type': 'application/json' }).end('{"prijato":true}');
        } catch {
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#http = server;
    this.#httpPort = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const smtp = this.#smtp;
    const server = this.#http;
    this.#smtp = null;
    this.#http = null;
    await Promise.all([
      smtp ? new Promise<void>((resolve) => smtp.close(() => resolve())) : undefined,
      server
        ? new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          })
        : undefined,
    ]);
  }
}
