import { chromium, type Browser } from 'playwright-core';
import type { PdfRenderer } from '../ports/pdf-renderer';

/**
 * Debian's Chromium through playwright-core. One browser is started on first use and kept; each
 * document gets its own page, closed after printing.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;

  /** `executablePath`: CHROMIUM_PATH (orders' config.ts), Debian's package by default. */
  constructor(private readonly executablePath = '/usr/bin/chromium') {}

  async render(html: string): Promise<Buffer> {
    const browser = await this.launch();
    const page = await browser.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser).close();
  }

  private launch(): Promise<Browser> {
    this.browser ??= chromium.launch({
      executablePath: this.executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    return this.browser;
  }
}
