import { join } from 'node:path';
import { z } from 'zod';
import { optionalEnv } from '../config/parse-env';
import type { Mailer } from './mailer';
import { createOutboxMailer, createSmtpMailer } from './nodemailer-mailer';

/** SMTP_URL selects SMTP; otherwise messages go to DATA_DIR/outbox. MAIL_FROM is the sender. */
export const mailEnv = {
  SMTP_URL: optionalEnv,
  MAIL_FROM: z.string().default('Nordbau <shop@nordbau.example>'),
};

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

export const mailSettingsOf = (env: { SMTP_URL?: string; MAIL_FROM: string }): MailSettings => ({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
});

export function createMailer(settings: MailSettings, dataDir: string): Mailer {
  return settings.smtpUrl
    ? createSmtpMailer(settings.smtpUrl, settings.from)
    : createOutboxMailer(join(dataDir, 'outbox'), settings.from);
}
