import { HttpError } from '@shop/service-kit';
import type { FastifyReply } from 'fastify';
import { PdfBusy, PdfCancelled, type PdfRenderer } from './pdf-renderer';

/**
 * The PDF of `html` for the caller of `reply`, rendered in the buyer's lane under `key` (the cart,
 * order or quote): stopped when the caller leaves (the connection closes before the answer is
 * sent, the server's request timeout included), and refused with 429 or 503 and Retry-After when
 * the pool cannot take it (docs/security.md, "PDF rendering").
 */
export async function renderForCaller(
  pdf: PdfRenderer,
  html: string,
  key: string,
  reply: FastifyReply,
): Promise<Buffer> {
  const caller = new AbortController();
  const left = () => {
    if (!reply.raw.writableEnded) caller.abort();
  };
  reply.raw.once('close', left);
  try {
    return await pdf.render(html, { lane: 'buyer', key, signal: caller.signal });
  } catch (error) {
    if (error instanceof PdfBusy) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw error.status === 429
        ? new HttpError(429, 'RATE_LIMITED', 'doc.pdf_in_progress')
        : new HttpError(503, 'UNAVAILABLE', 'doc.pdf_busy');
    }
    // Nobody reads this answer: the connection is gone.
    if (error instanceof PdfCancelled) throw new HttpError(503, 'UNAVAILABLE', 'doc.pdf_busy');
    throw error;
  } finally {
    reply.raw.off('close', left);
  }
}

/**
 * The PDF of `html` (renderForCaller) sent inline as `<fileName>.pdf`, kept by no cache on the
 * way: every document names its buyer.
 */
export async function sendPdf(
  reply: FastifyReply,
  pdf: PdfRenderer,
  html: string,
  key: string,
  fileName: string,
): Promise<FastifyReply> {
  const body = await renderForCaller(pdf, html, key, reply);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
