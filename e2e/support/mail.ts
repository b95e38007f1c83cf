import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHeaderText } from '@shop/service-kit';
import { eventually, found } from './poll';
import type { RunningShop } from './shop';

/*
 * The mails a journey's shop sent. Without SMTP_URL every process that mails writes each message whole
 * into `<DATA_DIR>/outbox/<timestamp>-<id>.eml` (createOutboxMailer): the embedded shop, and on the
 * production stack each service process, which all get the stack's data folder (production-stack.ts).
 * So both stacks are read here from that folder, the one /dev/mailbox lists.
 */

export interface Mail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable soft breaks and escapes decoded. */
  text: string;
  /** Every http(s) address in the message, in order. */
  links: string[];
  /** The file names of its attachments. */
  attachments: string[];
}

/** What a wanted mail must have; every field given must hold. */
export interface MailQuery {
  /** Part of its To header. */
  to?: string;
  subject?: RegExp;
  /** Text (or a pattern) of the whole decoded message, e.g. an order number. */
  containing?: string | RegExp;
  /** One of its links matches. */
  link?: RegExp;
  /** Only mails after the first `after` of the outbox (a count read before the action that mails). */
  after?: number;
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value: folded lines joined, encoded words decoded. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return decodeHeaderText(new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1] ?? '');
}

function parse(raw: string): Mail {
  const text = quotedPrintable(raw);
  return {
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    text,
    links: [...text.matchAll(/https?:\/\/[^\s"'<>()]+/g)].map((m) => m[0].replace(/[.,;]+$/, '')),
    attachments: [...text.matchAll(/filename="?([^";\r\n]+)"?/g)].map((m) => m[1]!),
  };
}

/** The outbox's mails, oldest first. */
export function outboxMails(shop: Pick<RunningShop, 'dataDir'>): Mail[] {
  const outbox = join(shop.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parse(readFileSync(join(outbox, file), 'utf8')));
}

const matches = (mail: Mail, { to, subject, containing, link }: MailQuery) =>
  (to === undefined || mail.to.includes(to)) &&
  (subject === undefined || subject.test(mail.subject)) &&
  (containing === undefined ||
    (typeof containing === 'string' ? mail.text.includes(containing) : containing.test(mail.text))) &&
  (link === undefined || mail.links.some((l) => link.test(l)));

/** The outbox's mails that match, oldest first. */
export function mailsMatching(shop: Pick<RunningShop, 'dataDir'>, query: MailQuery): Mail[] {
  return outboxMails(shop)
    .slice(query.after ?? 0)
    .filter((mail) => matches(mail, query));
}

/**
 * How long a mail is waited for: on a loaded machine its way through the outbox, Kafka and the mailer
 * took past a minute.
 */
const mailLimitMs = 120_000;

const described = (query: MailQuery) =>
  JSON.stringify(query, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));

/** The newest mail that matches; waits for one (the shop mails after the call that caused it answered). */
export function waitForMail(shop: Pick<RunningShop, 'dataDir'>, query: MailQuery): Promise<Mail> {
  return found(`a mail ${described(query)}`, () => mailsMatching(shop, query).at(-1), { limitMs: mailLimitMs });
}

/** The mails that match, oldest first, once there are at least `count`. */
export function waitForMails(shop: Pick<RunningShop, 'dataDir'>, query: MailQuery, count: number): Promise<Mail[]> {
  return eventually(
    () => {
      const mails = mailsMatching(shop, query);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails ${described(query)}`);
      return mails;
    },
    { limitMs: mailLimitMs },
  );
}

/** The first of the mail's links that matches `pattern`. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = mail.links.find((l) => pattern.test(l));
  if (!link) throw new Error(`no link like ${pattern} in the mail "${mail.subject}" to ${mail.to}`);
  return link;
}
