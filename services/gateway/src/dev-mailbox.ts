import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeHeaderText, HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A header's value as its reader sees it: folded lines joined, encoded words decoded. */
function header(message: string, name: string): string {
  const head = message.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return decodeHeaderText(match?.[1] ?? '');
}

/**
 * Embedded mode only: the outbox the mail adapter writes to, as a page a developer can open
 * (/dev/mailbox) and raw messages for tests (/dev/mailbox/<file>).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (app, { outboxDir }) => {
  const list = async () =>
    (await readdir(outboxDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();

  app.get('/dev/mailbox', async (_request, reply) => {
    const files = await list();
    const rows = await Promise.all(
      files.map(async (file) => {
        const message = await readFile(join(outboxDir, file), 'utf8');
        const cells = [header(message, 'Date'), header(message, 'To'), header(message, 'Subject')].map(escapeHtml);
        const link = `<a href="/dev/mailbox/${encodeURIComponent(file)}">${cells[2] || '(no subject)'}</a>`;
        return `<tr><td>${cells[0]}</td><td>${cells[1]}</td><td>${link}</td></tr>`;
      }),
    );
    const body = [
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (${files.length})</title>`,
      '<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}' +
        'td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style></head>',
      `<body><h1>Outbox: ${files.length} message(s)</h1>` +
        `<p>Mail the embedded shop sent, newest first (${escapeHtml(outboxDir)}).</p>`,
      '<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead>' +
        `<tbody>${rows.join('')}</tbody></table></body></html>`,
    ].join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  });

  app.get(
    '/dev/mailbox/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[\w.@-]+\.eml$/, 'validation.invalid') }) } },
    async (request, reply) => {
      if (!(await list()).includes(request.params.file)) throw HttpError.notFound();
      const message = await readFile(join(outboxDir, request.params.file));
      return reply.type('message/rfc822').header('cache-control', 'no-store').send(message);
    },
  );
};
