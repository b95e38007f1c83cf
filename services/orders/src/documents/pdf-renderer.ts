/**
 * Who a render is for. A buyer's call waits in a short queue and is refused at once when that is
 * full or when its cart or order already has its share of renders; a mail's attachment waits in a
 * lane of its own, so buyers filling the pool never make a confirmation or purchase order fail.
 */
export type PdfLane = 'buyer' | 'mail';

export interface PdfRenderOptions {
  lane?: PdfLane;
  /** The cart, order or quote the document is of: a buyer's renders are counted per key. */
  key?: string;
  /** Aborted when the caller leaves: a render nobody waits for any more is stopped, its page closed. */
  signal?: AbortSignal;
}

/**
 * Turns an HTML document into a PDF (Chromium in every environment; the port keeps tests and services apart from it).
 */
export interface PdfRenderer {
  render(html: string, options?: PdfRenderOptions): Promise<Buffer>;
  /** Starts what rendering needs (Chromium) ahead of the first render, whose time it is not. */
  start?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A render refused or given up without a PDF, worth asking again after `retryAfterSeconds`: 429
 * when one cart or order asks for more than its share, 503 when the pool is full or the render ran
 * out of time.
 */
export class PdfBusy extends Error {
  constructor(
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'PdfBusy';
  }
}

/** A render stopped because its caller left: nobody reads the answer. */
export class PdfCancelled extends Error {
  constructor() {
    super('the PDF render was cancelled: its caller left');
    this.name = 'PdfCancelled';
  }
}
