import { companyErrorCodes, companyPagePath } from '@shop/contracts';
import { isApiError, useAuthStore, useDocumentHead, useFormatDay, useT, useTranslateText } from '@shop/state';
import { Button, buttonClassName } from '@shop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { acceptInvite, companyKeys, invitePreviewQuery } from '../../api/companies';
import { userKeys } from '../../api/users';
import { readFailure } from '../login-drawer/api-failure';
import '../../components/account.css';
import './company-page.css';

/**
 * /company/invite?token= (CompanyInvitePage of mf_account/app): the link of an invitation mail.
 * Shows what it offers, and joins on the buyer's click (a GET never changes anything): the
 * logged-in account of the invited address joins; an address without an account gets one and is
 * logged in; an existing account is asked to log in first.
 */
export function CompanyInvitePage() {
  const t = useT();
  const translateText = useTranslateText();
  const formatDay = useFormatDay();
  useDocumentHead(t('head.company_invite.title'), t('head.company_invite.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const startSession = useAuthStore((state) => state.startSession);
  const queryClient = useQueryClient();
  const preview = useQuery(invitePreviewQuery(token));
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: ({ user }) => {
      startSession(user);
      queryClient.setQueryData(userKeys.current, user);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });

  const failure = accept.isError ? readFailure(accept.error, translateText) : null;
  const loginRequired = failure?.code === companyErrorCodes.loginRequired;
  // Logged in from the drawer after "log in first": the offer stands again, for this account.
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const { reset } = accept;
  useEffect(() => {
    if (loggedIn && loginRequired) reset();
  }, [loggedIn, loginRequired, reset]);
  const state =
    !token || preview.isError ? 'invalid' : accept.isSuccess ? 'joined' : preview.data ? 'offer' : 'checking';
  const invite = preview.data;

  return (
    <section
      className="ui-container account-page"
      data-testid="company-invite"
      data-state={state}
      data-remote="account"
    >
      <div className="account-page__card">
        <h1 className="account-page__title">{t('company.invite_page_title')}</h1>
        {state === 'checking' ? <p className="account-page__text">{t('company.invite_checking')}</p> : null}
        {state === 'invalid' ? (
          <p className="account-page__text" role="alert">
            {token
              ? isApiError(preview.error) && preview.error.body
                ? translateText(preview.error.body.message)
                : t('company.error.invite_invalid')
              : t('company.invite_no_token')}
          </p>
        ) : null}
        {state === 'offer' && invite ? (
          <>
            <p className="account-page__text">
              {t('company.invite_offer', {
                company: invite.company_name,
                email: invite.email,
                role: t(`company.role_${invite.role}`),
              })}
            </p>
            <p className="account-page__text">
              {t('company.invite_valid_until', { date: formatDay(invite.expires_at) })}
            </p>
            {failure ? (
              <p className="account-page__text account-page__error" role="alert" data-testid="company-invite-error">
                {failure.message}
              </p>
            ) : null}
            {loginRequired ? (
              <Link
                to={`/company/invite?token=${encodeURIComponent(token)}&login=true`}
                className={buttonClassName('primary')}
              >
                {t('company.invite_login')}
              </Link>
            ) : (
              <Button
                className="company-invite__accept"
                onClick={() => accept.mutate()}
                disabled={accept.isPending}
                data-testid="company-invite-accept"
              >
                {accept.isPending
                  ? t('company.invite_accepting')
                  : t('company.invite_accept', { company: invite.company_name })}
              </Button>
            )}
          </>
        ) : null}
        {state === 'joined' && invite ? (
          <div role="status">
            <p className="account-page__text">{t('company.invite_joined', { company: invite.company_name })}</p>
            <Link to={companyPagePath} className={buttonClassName('primary')} data-testid="company-invite-open">
              {t('company.invite_open_company')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export default CompanyInvitePage;
