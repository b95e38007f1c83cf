import { OrderLimitSchema, type CompanyMember } from '@shop/contracts';
import { useFormatDay, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useRemoveMember, useUpdateMember } from '../../api/companies';
import { readFailure } from '../login-drawer/api-failure';
import { parseLimit } from './limit-input';

/**
 * One member for the admin: role, a buyer's order limit, removal (which logs them out everywhere).
 * The last admin can neither step down nor go (the service refuses it too).
 */
export function MemberRow({ member, self, lastAdmin }: { member: CompanyMember; self: boolean; lastAdmin: boolean }) {
  const t = useT();
  const translateText = useTranslateText();
  const formatDay = useFormatDay();
  const notify = useUiStore((state) => state.notify);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [limit, setLimit] = useState(member.order_limit === null ? '' : String(member.order_limit));
  const [limitError, setLimitError] = useState<string | null>(null);
  const name = member.customername || member.email;
  const failed = (error: unknown) =>
    notify('error', readFailure(error, translateText).message ?? t('company.action_failed'));

  const saveLimit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrderLimitSchema.safeParse(parseLimit(limit));
    if (!parsed.success) {
      setLimitError(translateText(parsed.error.issues[0]!.message));
      return;
    }
    setLimitError(null);
    update.mutate(
      { userid: member.userid, body: { order_limit: parsed.data } },
      {
        onSuccess: () => notify('success', t('company.limit_saved')),
        onError: (error) => {
          const reason = readFailure(error, translateText).fields.order_limit;
          if (reason) setLimitError(reason);
          else failed(error);
        },
      },
    );
  };
  const changeRole = () =>
    update.mutate(
      { userid: member.userid, body: { role: member.role === 'admin' ? 'buyer' : 'admin' } },
      { onSuccess: () => notify('success', t('company.role_saved')), onError: failed },
    );
  const removeMember = () => {
    if (!window.confirm(t('company.remove_confirm', { name }))) return;
    remove.mutate(member.userid, {
      onSuccess: () => notify('success', t('company.removed', { name })),
      onError: failed,
    });
  };

  return (
    <li className="company-member" data-testid="company-member" data-email={member.email}>
      <div className="company-member__who">
        <strong className="company-member__name">
          {name}
          {self ? <span className="company-member__you"> ({t('company.member_you')})</span> : null}
        </strong>
        {member.customername ? <span className="company-member__email">{member.email}</span> : null}
        <span className="company-member__meta">
          {t(`company.role_${member.role}`)} · {formatDay(member.joined_at)}
        </span>
      </div>
      {member.role === 'buyer' ? (
        <form className="company-member__limit" onSubmit={saveLimit} noValidate>
          <TextField
            label={t('company.member_limit')}
            inputMode="decimal"
            placeholder={t('company.limit_placeholder')}
            value={limit}
            error={limitError}
            onChange={(e) => setLimit(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={update.isPending}>
            {t('company.limit_save')}
          </Button>
        </form>
      ) : null}
      {lastAdmin ? null : (
        <div className="company-member__actions">
          <Button variant="ghost" onClick={changeRole} disabled={update.isPending}>
            {member.role === 'admin' ? t('company.make_buyer') : t('company.make_admin')}
          </Button>
          <Button
            variant="ghost"
            onClick={removeMember}
            disabled={remove.isPending}
            data-testid="company-member-remove"
          >
            {t('company.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
