import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

class NodemailerMailer implements Mailer {
  constructor(
    readonly kind: string,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly deliver: (info: { messageId: string; message?: unknown }) => Promise<void> = async () => {},
  ) {}

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.from, ...message, to: message.to.join(', ') });
    await this.deliver(info as { messageId: string; message?: unknown });
    return { messageId: info.messageId as string };
  }
}

/**
 * Embedded mail: nodemailer builds the real RFC 822 message and it is written to
 * `<dir>/<timestamp>-<id>.eml`, where the dev mailbox page and tests read it.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return new NodemailerMailer('outbox', transport, from, async (info) => {
    await mkdir(dir, { recursive: true });
    const safeId = info.messageId.replace(/[^a-zA-Z0-9.@-]/g, '');
    await writeFile(join(dir, `${Date.now()}-${safeId}.eml`), info.message as Buffer);
  });
}

/** Production mail through an SMTP server, e.g. smtp://user:pass@mail.example.com:587. */
export function createSmtpMailer(url: string, from: string): Mailer {
  return new NodemailerMailer('smtp', nodemailer.createTransport(url), from);
}
