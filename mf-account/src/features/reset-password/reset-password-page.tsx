import { useAuthStore, useDocumentHead, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, buttonClassName, Skeleton } from '@shop/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { checkResetLink, setPassword } from '../../api/users';
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../password/password-rules';
import '../../components/account.css';
import { NewPasswordFields } from '../password/new-password-fields';
import { useNewPassword } from '../password/use-new-password';

/**
 * /users/reset-password?token= (ResetPasswordPage of mf_account/app): a valid link shows the new
 * password form, an expired or used one says so and offers a new link.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentHead(t('head.reset_password.title'), t('head.reset_password.description'));
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const setView = useAuthStore((state) => state.setView);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['users', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const newPassword = useNewPassword();
  const { password, confirm } = newPassword;
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const save = useMutation({
    mutationFn: () => setPassword(link.data!.userid, { password, token }),
    onSuccess: () => notify('success', t('account.password_updated')),
    onError: () => notify('error', t('account.password_failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = checkNewPassword(password, confirm, translateText);
    setErrors(next);
    if (!hasErrors(next)) save.mutate();
  };

  const invalid = !token || link.isError || save.isError;
  let body;
  if (invalid)
    body = (
      <>
        <p className="account-page__text" role="alert" data-testid="reset-link-invalid">
          {t('account.error.reset_link_invalid')}
        </p>
        <Link to="/?login=true" className={buttonClassName('primary')} onClick={() => setView('passwordReset')}>
          {t('account.request_new_link')}
        </Link>
      </>
    );
  else if (save.isSuccess)
    body = (
      <>
        <p className="account-page__text" data-testid="reset-done">
          {t('account.reset_done')}
        </p>
        <Link to="/?login=true" className={buttonClassName('primary')} onClick={() => setView('password')}>
          {t('account.to_login')}
        </Link>
      </>
    );
  else if (!link.data) body = <Skeleton height={180} />;
  else
    body = (
      <form onSubmit={submit} noValidate data-testid="reset-password-form">
        <p className="account-page__text">{t('account.reset_for', { email: link.data.email })}</p>
        <NewPasswordFields {...newPassword.fields} errors={errors} />
        <Button type="submit" block disabled={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.reset_save')}
        </Button>
      </form>
    );

  return (
    <section className="ui-container account-page" data-testid="reset-password-page" data-remote="account">
      <div className="account-page__card">
        <h1 className="account-page__title">{t('account.reset_page_title')}</h1>
        {body}
      </div>
    </section>
  );
}

export default ResetPasswordPage;
