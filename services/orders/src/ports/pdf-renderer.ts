/**
 * Turns an HTML document into a PDF (Chromium in every environment; the port keeps tests and services apart from it).
 */
export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}
