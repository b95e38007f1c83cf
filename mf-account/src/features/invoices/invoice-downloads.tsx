import { apiPath, receivableCalls, type AccountInvoice, type EInvoiceFormat } from '@shop/contracts';
import { useT } from '@shop/state';

const address = (path: string, uuid: string, format = '') =>
  apiPath(path.replace(':uuid', encodeURIComponent(uuid)).replace(':format', format));

/** The document's PDF and each e-invoice format it is written in, as links the browser downloads. */
export function InvoiceDownloads({ invoice }: { invoice: AccountInvoice }) {
  const t = useT();
  const links: { format: EInvoiceFormat | 'pdf'; href: string }[] = [
    { format: 'pdf', href: address(receivableCalls.pdf, invoice.uuid) },
    ...invoice.formats.map((format) => ({ format, href: address(receivableCalls.eInvoice, invoice.uuid, format) })),
  ];
  return (
    <ul className="invoice-downloads">
      {links.map(({ format, href }) => {
        const label = t(`receivables.format_${format}`);
        return (
          <li key={format}>
            <a
              href={href}
              aria-label={t('receivables.download_label', { number: invoice.number, format: label })}
              {...(format === 'pdf' ? { target: '_blank', rel: 'noreferrer' } : { download: true })}
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
