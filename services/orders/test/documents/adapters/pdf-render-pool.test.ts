import {
  defaultPdfPoolLimits,
  PdfRenderPool,
  type PdfPoolLimits,
} from '../../../src/documents/adapters/pdf-render-pool';
import { PdfBusy, PdfCancelled, type PdfRenderer, type PdfRenderOptions } from '../../../src/documents/pdf-renderer';

/** A renderer whose renders finish only when the test says so; an aborted one stops at once. */
class HeldRenderer implements PdfRenderer {
  start?: () => Promise<void>;
  readonly started: { html: string; finish: () => void; done: boolean }[] = [];

  render(html: string, { signal }: PdfRenderOptions = {}): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const render = {
        html,
        finish: () => {
          render.done = true;
          resolve(Buffer.from(`%PDF ${html}`));
        },
        done: false,
      };
      signal?.addEventListener('abort', () => {
        render.done = true;
        reject(new PdfCancelled());
      });
      this.started.push(render);
    });
  }

  /** Renders started and neither finished nor stopped. */
  get open(): string[] {
    return this.started.filter((render) => !render.done).map((render) => render.html);
  }

  finish(html: string): void {
    this.started.find((render) => render.html === html)!.finish();
  }

  async close(): Promise<void> {}
}

const pool = (limits: Partial<PdfPoolLimits> = {}) => {
  const renderer = new HeldRenderer();
  return { renderer, pool: new PdfRenderPool(renderer, { ...defaultPdfPoolLimits, ...limits }) };
};

/** Lets the pool's promise callbacks run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: Error) => (error instanceof PdfBusy ? `${error.status} retry ${error.retryAfterSeconds} s` : error.name),
  );

describe('the PDF render pool', () => {
  it('renders `pages` at once and queues the rest; a full queue refuses a buyer with 503 and Retry-After', async () => {
    const { pool: pdf, renderer } = pool({ pages: 2, queue: 2, retryAfterSeconds: 7 });
    const answers = ['a', 'b', 'c', 'd'].map((html) => pdf.render(html, { key: html }));
    expect(await refusal(pdf.render('e', { key: 'e' }))).toBe('503 retry 7 s');
    expect(renderer.open).toEqual(['a', 'b']);
    expect(pdf.state.waiting.buyer).toBe(2);
    renderer.finish('a');
    await settled();
    expect(renderer.open).toEqual(['b', 'c']);
    for (const html of ['b', 'c', 'd']) {
      await settled();
      renderer.finish(html);
    }
    expect((await Promise.all(answers)).map(String)).toEqual(['%PDF a', '%PDF b', '%PDF c', '%PDF d']);
  });

  it('refuses one cart’s calls beyond its share with 429 at once, while another cart’s render goes ahead', async () => {
    const { pool: pdf, renderer } = pool({ pages: 2, perKey: 2 });
    const mine = [pdf.render('cart A, offer', { key: 'A' }), pdf.render('cart A, confirmation', { key: 'A' })];
    const excess = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refusal(pdf.render(`cart A, try ${i}`, { key: 'A' }))),
    );
    expect(new Set(excess)).toEqual(new Set(['429 retry 5 s']));
    const other = pdf.render('cart B, offer', { key: 'B' });
    renderer.finish('cart A, offer');
    await settled();
    renderer.finish('cart B, offer');
    expect(String(await other)).toBe('%PDF cart B, offer');
    renderer.finish('cart A, confirmation');
    await Promise.all(mine);
  });

  it('lets callers asking for the same document at the same time share one render', async () => {
    const { pool: pdf, renderer } = pool();
    const both = Promise.all([pdf.render('same', { key: 'A' }), pdf.render('same', { key: 'A' })]);
    await settled();
    expect(renderer.started.map((render) => render.html)).toEqual(['same']);
    renderer.finish('same');
    expect((await both).map(String)).toEqual(['%PDF same', '%PDF same']);
  });

  it('answers an unchanged document from its cache without rendering; a changed one renders anew', async () => {
    const { pool: pdf, renderer } = pool();
    const first = pdf.render('cart A, revision 1', { key: 'A' });
    await settled();
    renderer.finish('cart A, revision 1');
    await first;
    expect(String(await pdf.render('cart A, revision 1', { key: 'A' }))).toBe('%PDF cart A, revision 1');
    expect(renderer.started).toHaveLength(1);
    const changed = pdf.render('cart A, revision 2', { key: 'A' });
    await settled();
    expect(renderer.open).toEqual(['cart A, revision 2']);
    renderer.finish('cart A, revision 2');
    expect(String(await changed)).toBe('%PDF cart A, revision 2');
  });

  it('stops a render whose caller left, and frees its page only once the renderer has stopped', async () => {
    const { pool: pdf, renderer } = pool({ pages: 1 });
    const caller = new AbortController();
    const left = refusal(pdf.render('left', { key: 'A', signal: caller.signal }));
    const next = pdf.render('next', { key: 'B' });
    const waitingCaller = new AbortController();
    const leftWhileWaiting = refusal(pdf.render('left while waiting', { key: 'C', signal: waitingCaller.signal }));
    waitingCaller.abort();
    expect(await leftWhileWaiting).toBe('PdfCancelled');
    caller.abort();
    expect(await left).toBe('PdfCancelled');
    await settled();
    expect(renderer.open).toEqual(['next']);
    expect(renderer.started.map((render) => render.html)).toEqual(['left', 'next']);
    renderer.finish('next');
    expect(String(await next)).toBe('%PDF next');
    await settled();
    expect(pdf.state).toMatchObject({ running: 0, waiting: { buyer: 0, mail: 0 } });
  });

  it('keeps a shared render going while one of its callers still waits', async () => {
    const { pool: pdf, renderer } = pool();
    const caller = new AbortController();
    const left = refusal(pdf.render('shared', { key: 'A', signal: caller.signal }));
    const stays = pdf.render('shared', { key: 'A' });
    caller.abort();
    expect(await left).toBe('PdfCancelled');
    expect(renderer.open).toEqual(['shared']);
    renderer.finish('shared');
    expect(String(await stays)).toBe('%PDF shared');
  });

  it('gives a buyer 503 and stops the render when the render limit is up', async () => {
    const { pool: pdf, renderer } = pool({ renderLimitMs: 20, retryAfterSeconds: 3 });
    expect(await refusal(pdf.render('never finishes', { key: 'A' }))).toBe('503 retry 3 s');
    await settled();
    expect(renderer.open).toEqual([]);
    expect(pdf.state.running).toBe(0);
  });

  it('counts the render limit from when the renderer has started, not during its start', async () => {
    const { pool: pdf, renderer } = pool({ renderLimitMs: 20 });
    let started!: () => void;
    renderer.start = () => new Promise<void>((resolve) => (started = resolve));
    const answer = pdf.render('first PDF', { key: 'A' });
    const mail = pdf.render('first mail', { lane: 'mail' });
    // Well past the limit while the renderer starts: neither is given up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    started();
    await settled();
    expect(renderer.open).toEqual(['first PDF', 'first mail']);
    renderer.finish('first mail');
    renderer.finish('first PDF');
    expect((await Promise.all([answer, mail])).map(String)).toEqual(['%PDF first PDF', '%PDF first mail']);
  });

  it('never refuses a mail’s attachment, and renders it before the buyers waiting', async () => {
    const { pool: pdf, renderer } = pool({ pages: 1, queue: 1, perKey: 1 });
    const buyers = [pdf.render('buyer 1', { key: 'A' }), pdf.render('buyer 2', { key: 'B' })];
    expect(await refusal(pdf.render('buyer 3', { key: 'C' }))).toBe('503 retry 5 s');
    const mails = [1, 2, 3].map((n) => pdf.render(`confirmation ${n}`, { lane: 'mail', key: 'A' }));
    renderer.finish('buyer 1');
    for (const n of [1, 2, 3]) {
      await settled();
      expect(renderer.open).toEqual([`confirmation ${n}`]);
      renderer.finish(`confirmation ${n}`);
    }
    await settled();
    renderer.finish('buyer 2');
    expect((await Promise.all([...buyers, ...mails])).map(String)).toHaveLength(5);
  });
});
