export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Makes sending idempotent: the same key is the same mail (`idempotencyKey(consumer, event)`).
   * SMTP gets a Message-ID derived from it, so a resend is recognisably the same message; the
   * embedded outbox writes it under a file name derived from it, so a resend replaces the file.
   */
  idempotencyKey?: string;
}

/** The mail port: SMTP in production, an outbox folder embedded. */
export interface Mailer {
  readonly kind: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
}
