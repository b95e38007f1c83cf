import type { Mailer, MailMessage } from '@shop/service-kit';
import type { PdfRenderer } from '../src/documents/pdf-renderer';

/** Keeps what it was asked to print and hands back a marked "PDF", so a mail's attachment can be recognised. */
export class RecordingPdf implements PdfRenderer {
  readonly printed: string[] = [];
  async render(html: string) {
    this.printed.push(html);
    return Buffer.from(`%PDF-${this.printed.length}`);
  }
  async close() {}
}

/** Keeps every mail it was asked to send. */
export class RecordingMailer implements Mailer {
  readonly kind = 'recording';
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { messageId: String(this.sent.length) };
  }
}
