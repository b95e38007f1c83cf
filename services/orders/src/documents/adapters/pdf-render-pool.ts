import { createHash } from 'node:crypto';
import { PdfBusy, PdfCancelled, type PdfLane, type PdfRenderer, type PdfRenderOptions } from '../pdf-renderer';
import { PdfCache } from './pdf-cache';

/** How much rendering one process allows (docs/security.md, "PDF rendering"). */
export interface PdfPoolLimits {
  /** Chromium pages rendering at once. */
  pages: number;
  /** Buyers' renders waiting for a page; one more is refused with 503. */
  queue: number;
  /** A buyer's calls of one cart, order or quote, rendering or waiting; one more is refused with 429. */
  perKey: number;
  /**
   * How long a buyer waits for a PDF, queue included, and how long any render may take, once
   * Chromium has started: well below the server's 30 s request timeout, so the buyer gets a 503 to
   * retry instead of a closed socket.
   */
  renderLimitMs: number;
  /** What Retry-After says to the refused and the timed out. */
  retryAfterSeconds: number;
  cache: { entries: number; bytes: number };
}

const ignore = () => undefined;

export const defaultPdfPoolLimits: PdfPoolLimits = {
  pages: 2,
  queue: 8,
  perKey: 2,
  renderLimitMs: 15_000,
  retryAfterSeconds: 5,
  cache: { entries: 200, bytes: 32 * 1024 * 1024 },
};

interface Caller {
  lane: PdfLane;
  key?: string;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/** One render of one HTML, shared by every caller asking for that HTML meanwhile. */
interface Job {
  digest: string;
  html: string;
  lane: PdfLane;
  callers: Set<Caller>;
  controller: AbortController;
  started: boolean;
  timedOut: boolean;
}

/**
 * Renders PDFs with a few pages at once in front of one renderer (one Chromium per process). Mail
 * attachments wait in their own lane and go first when a page frees, so they are never refused;
 * buyers wait in a short queue, at most `perKey` calls per cart or order, and for at most
 * `renderLimitMs`. A render whose callers have all left, or that ran out of time, is aborted: the
 * renderer closes its page. Callers asking for the same HTML at the same time share one render, and
 * printed PDFs are cached by their HTML.
 */
export class PdfRenderPool implements PdfRenderer {
  private readonly waiting: Record<PdfLane, Job[]> = { mail: [], buyer: [] };
  private readonly jobs = new Map<string, Job>();
  private readonly perKey = new Map<string, number>();
  private readonly cache: PdfCache;
  private running = 0;
  private started: Promise<void> | null = null;

  constructor(
    private readonly renderer: PdfRenderer,
    readonly limits: PdfPoolLimits = defaultPdfPoolLimits,
  ) {
    this.cache = new PdfCache(limits.cache.entries, limits.cache.bytes);
  }

  /** What the pool holds now: renders running, jobs waiting per lane, the cache's size. */
  get state() {
    return {
      running: this.running,
      waiting: { mail: this.waiting.mail.length, buyer: this.waiting.buyer.length },
      cached: this.cache.size,
    };
  }

  render(html: string, { lane = 'buyer', key, signal }: PdfRenderOptions = {}): Promise<Buffer> {
    if (signal?.aborted) return Promise.reject(new PdfCancelled());
    const digest = createHash('sha256').update(html).digest('base64url');
    const cached = this.cache.get(digest);
    if (cached) return Promise.resolve(cached);
    const counted = lane === 'buyer' ? key : undefined;
    if (counted !== undefined && (this.perKey.get(counted) ?? 0) >= this.limits.perKey)
      return Promise.reject(this.busy(429, `this document already has ${this.limits.perKey} renders under way`));
    const job = this.jobs.get(digest) ?? this.newJob(digest, html, lane);
    if (!job) return Promise.reject(this.busy(503, `${this.limits.queue} renders are already waiting`));
    if (lane === 'mail' && job.lane === 'buyer' && !job.started) this.moveToMailLane(job);

    return new Promise<Buffer>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      if (lane === 'buyer')
        void this.ready().then(() => {
          if (settled) return;
          timer = setTimeout(
            () => leave(this.busy(503, `no PDF within ${this.limits.renderLimitMs} ms`)),
            this.limits.renderLimitMs,
          );
        }, ignore);
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancelled);
        if (counted !== undefined) this.uncount(counted);
      };
      const caller: Caller = {
        lane,
        key,
        resolve: (pdf) => (settle(), resolve(pdf)),
        reject: (error) => (settle(), reject(error)),
      };
      const leave = (error: Error) => {
        caller.reject(error);
        this.leave(job, caller);
      };
      const cancelled = () => leave(new PdfCancelled());
      signal?.addEventListener('abort', cancelled, { once: true });
      if (counted !== undefined) this.perKey.set(counted, (this.perKey.get(counted) ?? 0) + 1);
      job.callers.add(caller);
      this.pump();
    });
  }

  /** Refuses what waits, stops what renders, then closes the renderer. */
  async close(): Promise<void> {
    for (const job of [...this.waiting.mail, ...this.waiting.buyer])
      for (const caller of job.callers) caller.reject(this.busy(503, 'the PDF renderer is closing'));
    this.waiting.mail = [];
    this.waiting.buyer = [];
    for (const job of this.jobs.values()) job.controller.abort();
    this.jobs.clear();
    await this.renderer.close();
  }

  private busy(status: 429 | 503, reason: string): PdfBusy {
    return new PdfBusy(status, this.limits.retryAfterSeconds, reason);
  }

  private newJob(digest: string, html: string, lane: PdfLane): Job | undefined {
    if (lane === 'buyer' && this.waiting.buyer.length >= this.limits.queue && this.running >= this.limits.pages)
      return undefined;
    const job: Job = {
      digest,
      html,
      lane,
      callers: new Set(),
      controller: new AbortController(),
      started: false,
      timedOut: false,
    };
    this.jobs.set(digest, job);
    this.waiting[lane].push(job);
    return job;
  }

  private moveToMailLane(job: Job): void {
    this.waiting.buyer = this.waiting.buyer.filter((waiting) => waiting !== job);
    job.lane = 'mail';
    this.waiting.mail.push(job);
  }

  private uncount(key: string): void {
    const left = (this.perKey.get(key) ?? 1) - 1;
    if (left > 0) this.perKey.set(key, left);
    else this.perKey.delete(key);
  }

  /** A caller gone (left or out of time): a job nobody waits for any more is dropped or aborted. */
  private leave(job: Job, caller: Caller): void {
    job.callers.delete(caller);
    if (job.callers.size > 0) return;
    if (this.jobs.get(job.digest) === job) this.jobs.delete(job.digest);
    if (job.started) job.controller.abort();
    else this.waiting[job.lane] = this.waiting[job.lane].filter((waiting) => waiting !== job);
  }

  private pump(): void {
    while (this.running < this.limits.pages) {
      const job = this.waiting.mail.shift() ?? this.waiting.buyer.shift();
      if (!job) return;
      this.dispatch(job);
    }
  }

  /**
   * The renderer started (Chromium launched), once: a render limit counts from then, since a
   * launch on a loaded machine can take longer than a render may. Tried again after a failure.
   */
  private ready(): Promise<void> {
    this.started ??= (this.renderer.start?.() ?? Promise.resolve()).catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private dispatch(job: Job): void {
    job.started = true;
    this.running += 1;
    let timer: NodeJS.Timeout | undefined;
    this.ready()
      .then(() => {
        timer = setTimeout(() => {
          job.timedOut = true;
          job.controller.abort();
        }, this.limits.renderLimitMs);
        return this.renderer.render(job.html, { signal: job.controller.signal });
      })
      .then(
        (pdf) => {
          this.cache.set(job.digest, pdf);
          for (const caller of job.callers) caller.resolve(pdf);
        },
        (error: Error) => {
          const reason = job.timedOut ? this.busy(503, `the render took over ${this.limits.renderLimitMs} ms`) : error;
          for (const caller of job.callers) caller.reject(reason);
        },
      )
      .finally(() => {
        // The slot is free only now: the renderer has closed the page, stopped or not.
        clearTimeout(timer);
        job.callers.clear();
        if (this.jobs.get(job.digest) === job) this.jobs.delete(job.digest);
        this.running -= 1;
        this.pump();
      });
  }
}
