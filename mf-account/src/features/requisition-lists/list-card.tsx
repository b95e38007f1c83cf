import { requisitionListPagePath, requisitionListNameMax, type RequisitionListView } from '@shop/contracts';
import { useCountT, useFormatDay, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useChangeList, useDeleteList } from '../../api/requisition-lists';
import { ListActions } from './list-actions';
import { useFailureNotice } from './use-failure-notice';

function RenameForm({ list, done }: { list: RequisitionListView; done: () => void }) {
  const t = useT();
  const failed = useFailureNotice();
  const change = useChangeList(list.uuid);
  const [name, setName] = useState(list.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ name }, { onSuccess: done, onError: failed });
  };
  return (
    <form className="list-card__rename" onSubmit={submit} data-testid="list-rename-form">
      <TextField
        label={t('lists.name_label')}
        value={name}
        maxLength={requisitionListNameMax}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <div className="list-card__actions">
        <Button type="submit" disabled={change.isPending}>
          {t('lists.rename_save')}
        </Button>
        <Button type="button" variant="secondary" onClick={done}>
          {t('lists.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** What the list's owner or a company admin may do: share it, rename it, delete it. */
function ManageList({ list }: { list: RequisitionListView }) {
  const t = useT();
  const failed = useFailureNotice();
  const change = useChangeList(list.uuid);
  const remove = useDeleteList(list.uuid);
  const [renaming, setRenaming] = useState(false);
  if (renaming) return <RenameForm list={list} done={() => setRenaming(false)} />;
  return (
    <div className="list-card__manage">
      {/* A private buyer's list has no company to share it with. */}
      {list.company_id ? (
        <label className="list-card__share">
          <input
            type="checkbox"
            checked={list.shared}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ shared: event.target.checked }, { onError: failed })}
            data-testid="list-share"
          />
          {t('lists.shared')}
        </label>
      ) : null}
      <button type="button" className="account-link-button" onClick={() => setRenaming(true)} data-testid="list-rename">
        {t('lists.rename')}
      </button>
      <button
        type="button"
        className="account-link-button"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(t('lists.delete_confirm', { name: list.name })))
            remove.mutate(undefined, { onError: failed });
        }}
        data-testid="list-delete"
      >
        {t('lists.delete')}
      </button>
    </div>
  );
}

/** One list in the overview: its name (to its lines), size, who changed it when, and what its reader may do. */
export function ListCard({ list, ofCompany }: { list: RequisitionListView; ofCompany: boolean }) {
  const t = useT();
  const tc = useCountT();
  const day = useFormatDay();
  return (
    <li className="list-card" data-testid="list-card" data-list={list.uuid}>
      <div className="list-card__head">
        <Link to={requisitionListPagePath(list.uuid)} className="list-card__name" data-testid="list-name">
          {list.name}
        </Link>
        <span className="list-card__meta">
          {tc('lists.lines', list.lines.length)}
          {ofCompany ? ` · ${t('lists.owner', { name: list.owner.name })}` : ''}
          {' · '}
          {t('lists.changed_by', { date: day(list.updated_at), name: list.updated_by.name })}
        </span>
      </div>
      <ListActions list={list} />
      {list.may_manage ? <ManageList list={list} /> : null}
    </li>
  );
}
