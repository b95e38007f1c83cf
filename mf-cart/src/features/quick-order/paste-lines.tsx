import { quickOrderMaxLines } from '@shop/contracts';
import { useCountT, useT } from '@shop/state';
import { Button, buttonClassName } from '@shop/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useQuickOrderLines } from '../../stores/quick-order-lines';
import { maxOrderFileBytes, OrderFileError, readOrderFile } from './read-order-file';
import { rowsToLines, type GivenLine } from './rows-to-lines';
import { splitRows } from './split-rows';

type Said = { kind: 'error' | 'info'; text: string } | null;

/**
 * Where lines come in: pasted or typed into the field, or read from an uploaded CSV or XLSX file
 * (read in this tab: the file never leaves the buyer's machine, only its codes and quantities do).
 * New lines go below the page's lines and are checked at once (`onAdded`).
 */
export function PasteLines({ onAdded, busy }: { onAdded: (keys: number[]) => void; busy: boolean }) {
  const t = useT();
  const tc = useCountT();
  const id = useId();
  const [text, setText] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const append = useQuickOrderLines((state) => state.append);
  const count = useQuickOrderLines((state) => state.lines.length);

  /** Takes the lines if they fit beside the page's ones; answers whether it did. */
  const take = (given: GivenLine[]): boolean => {
    if (given.length === 0) {
      setSaid({ kind: 'error', text: t('quick_order.nothing_found') });
      return false;
    }
    if (count + given.length > quickOrderMaxLines) {
      setSaid({ kind: 'error', text: t('quick_order.too_many_lines', { max: quickOrderMaxLines }) });
      return false;
    }
    onAdded(append(given));
    return true;
  };

  const check = () => {
    if (take(rowsToLines(splitRows(text)))) {
      setText('');
      setSaid(null);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const given = rowsToLines(await readOrderFile(file));
      if (take(given)) setSaid({ kind: 'info', text: tc('quick_order.file_read', given.length, { name: file.name }) });
    } catch (error) {
      if (!(error instanceof OrderFileError)) throw error;
      setSaid({
        kind: 'error',
        text: t(`quick_order.${error.problem}`, { max: Math.round(maxOrderFileBytes / 1024 / 1024) }),
      });
    } finally {
      // The same file again (after fixing it) is a new choice.
      input.value = '';
    }
  };

  return (
    <section className="quick-order__input" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="quick-order__label">
        {t('quick_order.paste_label')}
      </label>
      <textarea
        id={`${id}-text`}
        className="ui-field__input quick-order__text"
        rows={6}
        value={text}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        data-testid="quick-order-text"
      />
      <p id={`${id}-hint`} className="quick-order__hint">
        {t('quick_order.paste_hint')}
      </p>
      <div className="quick-order__input-actions">
        <Button onClick={check} disabled={busy || text.trim() === ''} data-testid="quick-order-check">
          {busy ? t('quick_order.checking') : t('quick_order.check')}
        </Button>
        <label className={buttonClassName('secondary', false, 'quick-order__upload')}>
          {t('quick_order.upload_label')}
          <input
            type="file"
            accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="quick-order__file"
            onChange={(event) => void upload(event)}
            data-testid="quick-order-file"
          />
        </label>
      </div>
      {said ? (
        <p
          className={`quick-order__said quick-order__said--${said.kind}`}
          role={said.kind === 'error' ? 'alert' : 'status'}
          data-testid="quick-order-said"
        >
          {said.text}
        </p>
      ) : null}
    </section>
  );
}
