/**
 * Printed PDFs by their HTML's digest, bounded by count and by bytes: the least recently read go
 * first. The same HTML prints the same PDF, so a cart or order that has not changed since (its
 * document's HTML is the same) is answered without Chromium, and a changed one never finds an old
 * PDF.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(digest: string): Buffer | undefined {
    const pdf = this.entries.get(digest);
    if (pdf === undefined) return undefined;
    this.entries.delete(digest);
    this.entries.set(digest, pdf);
    return pdf;
  }

  set(digest: string, pdf: Buffer): void {
    if (pdf.length > this.maxBytes || this.maxEntries === 0) return;
    this.delete(digest);
    this.entries.set(digest, pdf);
    this.bytes += pdf.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes)
      this.delete(this.entries.keys().next().value as string);
  }

  private delete(digest: string): void {
    const pdf = this.entries.get(digest);
    if (pdf === undefined) return;
    this.entries.delete(digest);
    this.bytes -= pdf.length;
  }
}
