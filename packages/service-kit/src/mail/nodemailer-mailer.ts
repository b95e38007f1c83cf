import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

class NodemailerMailer implements Mailer {
  constructor(
    readonly kind: string,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly deliver: (info: {
      messageId: string;
      message?: unknown;
      keyed: boolean;
    }) => Promise<void> = async () => {},
  ) {}

  async send({ idempotencyKey, ...message }: MailMessage) {
    const messageId = idempotencyKey ? keyedMessageId(idempotencyKey, this.from) : undefined;
    const info = await this.transport.sendMail({
      from: this.from,
      ...message,
      to: message.to.join(', '),
      ...(messageId ? { messageId } : {}),
    });
    await this.deliver({ ...(info as { messageId: string; message?: unknown }), keyed: Boolean(idempotencyKey) });
    return { messageId: info.messageId as string };
  }
}

/** A hash of the key: the same on every resend, and nothing of the key (event ids) shown to recipients. */
const keyDigest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** `<digest@sender's domain>`: RFC 5322's unique id, the same for every send of one key. */
function keyedMessageId(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'shop.invalid';
  return `<${keyDigest(key)}@${domain}>`;
}

/**
 * Embedded mail: nodemailer builds the real RFC 822 message and it is written to
 * `<dir>/<timestamp>-<id>.eml`, where the dev mailbox page and tests read it. A mail with an
 * idempotency key is written under the name its first send got (the id part is the key's digest),
 * so a resend after a crash replaces that file instead of adding a second mail. Each file appears
 * whole (written beside, then renamed): a crash while writing leaves no half mail.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return new NodemailerMailer('outbox', transport, from, async (info) => {
    await mkdir(dir, { recursive: true });
    const safeId = info.messageId.replace(/[^a-zA-Z0-9.@-]/g, '');
    const suffix = `-${safeId}.eml`;
    const earlier = info.keyed ? (await readdir(dir)).find((name) => name.endsWith(suffix)) : undefined;
    const name = earlier ?? `${Date.now()}${suffix}`;
    const partial = join(dir, `.${name}.${process.pid}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(dir, name));
  });
}

/** Production mail through an SMTP server, e.g. smtp://user:pass@mail.example.com:587. */
export function createSmtpMailer(url: string, from: string): Mailer {
  return new NodemailerMailer('smtp', nodemailer.createTransport(url), from);
}
