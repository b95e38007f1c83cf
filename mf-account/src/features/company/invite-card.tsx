import { InviteCreateBodySchema, type CompanyRole } from '@shop/contracts';
import { useFormatDay, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { invitesQuery, useInvite, useRevokeInvite } from '../../api/companies';
import { readFailure } from '../login-drawer/api-failure';
import { parseLimit } from './limit-input';

/** Invite a colleague by e-mail, and the invitations still open (revocable). */
export function InviteCard() {
  const t = useT();
  const translateText = useTranslateText();
  const formatDay = useFormatDay();
  const notify = useUiStore((state) => state.notify);
  const roleId = useId();
  const invites = useQuery(invitesQuery(true));
  const send = useInvite();
  const revoke = useRevokeInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email, role, order_limit: role === 'admin' ? null : parseLimit(limit) };
    const parsed = InviteCreateBodySchema.safeParse({ ...body, host: window.location.origin });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translateText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(body, {
      onSuccess: (invite) => {
        notify('success', t('company.invite_sent', { email: invite.email }));
        setEmail('');
        setLimit('');
      },
      onError: (error) => {
        const failure = readFailure(error, translateText);
        setErrors(failure.fields);
        notify('error', failure.message ?? t('company.action_failed'));
      },
    });
  };

  return (
    <section className="profile-card" data-testid="company-invites">
      <h2 className="profile-card__title">{t('company.invite_title')}</h2>
      <form className="profile-form-grid" onSubmit={submit} noValidate data-testid="invite-form">
        <TextField
          className="profile-form-grid__wide"
          type="email"
          name="email"
          autoComplete="off"
          label={t('company.invite_email')}
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={roleId}>
            {t('company.invite_role')}
          </label>
          <select
            id={roleId}
            className="ui-field__input"
            value={role}
            onChange={(e) => setRole(e.target.value as CompanyRole)}
          >
            <option value="buyer">{t('company.role_buyer')}</option>
            <option value="admin">{t('company.role_admin')}</option>
          </select>
        </div>
        {role === 'buyer' ? (
          <TextField
            name="order_limit"
            inputMode="decimal"
            label={t('company.invite_limit')}
            placeholder={t('company.limit_placeholder')}
            value={limit}
            error={errors.order_limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        ) : null}
        <div className="profile-form-grid__wide">
          <Button type="submit" disabled={send.isPending} data-testid="invite-submit">
            {send.isPending ? t('company.invite_sending') : t('company.invite_submit')}
          </Button>
        </div>
      </form>
      <h3 className="company-subtitle">{t('company.invites_title')}</h3>
      {invites.data?.length ? (
        <ul className="company-list">
          {invites.data.map((invite) => (
            <li key={invite.invite_id} className="company-list__item" data-testid="company-invite">
              <div className="company-list__text">
                <strong>{invite.email}</strong>
                <span className="company-member__meta">
                  {t(`company.role_${invite.role}`)} ·{' '}
                  {t('company.invite_expires', { date: formatDay(invite.expires_at) })}
                </span>
              </div>
              <Button
                variant="ghost"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(invite.invite_id, {
                    onSuccess: () => notify('success', t('company.invite_revoked')),
                    onError: (error) =>
                      notify('error', readFailure(error, translateText).message ?? t('company.action_failed')),
                  })
                }
              >
                {t('company.invite_revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-card__text">{invites.data ? t('company.invites_empty') : '…'}</p>
      )}
    </section>
  );
}
