import { chromium, type Browser } from 'playwright-core';
import { PdfCancelled, type PdfRenderer, type PdfRenderOptions } from '../pdf-renderer';

/**
 * Debian's Chromium through playwright-core. One browser is started on first use and kept (started
 * again if it dies); each document gets its own page, closed after printing or as soon as its
 * render is aborted, so no renderer outlives the call that asked for it. How many render at once is
 * the pool's business (pdf-render-pool.ts), not this adapter's.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;

  /** `executablePath`: CHROMIUM_PATH (orders' config.ts), Debian's package by default. */
  constructor(private readonly executablePath = '/usr/bin/chromium') {}

  async render(html: string, { signal }: PdfRenderOptions = {}): Promise<Buffer> {
    if (signal?.aborted) throw new PdfCancelled();
    const browser = await this.launch();
    const page = await browser.newPage();
    // Closing the page makes a pending setContent or pdf reject at once, and ends its renderer.
    const stop = () => void page.close().catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      if (signal?.aborted) throw new PdfCancelled();
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      if (signal?.aborted) throw new PdfCancelled();
      return pdf;
    } catch (error) {
      throw signal?.aborted ? new PdfCancelled() : error;
    } finally {
      signal?.removeEventListener('abort', stop);
      await page.close().catch(() => undefined);
    }
  }

  async start(): Promise<void> {
    await this.launch();
  }

  /** The page targets Chromium itself has open (0 once every render has finished or been stopped). */
  async openPages(): Promise<number> {
    if (!this.browser) return 0;
    const browser = await this.browser;
    const cdp = await browser.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      return targetInfos.filter((target) => target.type === 'page').length;
    } finally {
      await cdp.detach();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser).close();
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launched = chromium.launch({
      executablePath: this.executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    this.browser = launched;
    launched.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (this.browser === launched) this.browser = null;
        }),
      () => {
        if (this.browser === launched) this.browser = null;
      },
    );
    return launched;
  }
}
