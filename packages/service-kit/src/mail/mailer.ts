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
}

/** The mail port: SMTP in production, an outbox folder embedded. */
export interface Mailer {
  readonly kind: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
}
