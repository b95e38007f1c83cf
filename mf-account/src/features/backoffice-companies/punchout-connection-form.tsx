import type { CompanyMember, PunchoutProtocol } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';
import { useT, useUiStore } from '@shop/state';
import { Button, SelectField, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useSavePunchoutConnection } from '../../api/punchout-connections';
import { useFieldErrors } from './use-field-errors';
import { connectionBodyOf, emptyConnectionValues, type ConnectionValues } from './punchout-connection-values';

type CredentialField = Exclude<keyof ConnectionValues, 'protocol' | 'userid'>;

/**
 * What each protocol's purchasing system logs in with (the secrets are typed, never shown back),
 * and for cXML where its status documents go.
 */
const credentialFields: Record<
  PunchoutProtocol,
  { name: CredentialField; label: TextKey; secret?: true; type?: 'url' }[]
> = {
  oci: [
    { name: 'username', label: 'backoffice.punchout.username' },
    { name: 'password', label: 'backoffice.punchout.password', secret: true },
  ],
  cxml: [
    { name: 'domain', label: 'backoffice.punchout.domain' },
    { name: 'identity', label: 'backoffice.punchout.identity' },
    { name: 'shared_secret', label: 'backoffice.punchout.shared_secret', secret: true },
    { name: 'status_url', label: 'backoffice.punchout.status_url', type: 'url' },
  ],
};

/**
 * A new connection for a company, or new credentials for one it has (the same protocol and login
 * replace its secret and member). Checked by the contract before it is sent; the server's refusal
 * lands on its field.
 */
export function PunchoutConnectionForm({ companyId, members }: { companyId: string; members: CompanyMember[] }) {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const save = useSavePunchoutConnection();
  const [values, setValues] = useState(() => emptyConnectionValues(members[0]?.userid));
  const { errors, checked, refused } = useFieldErrors();
  const set = (change: Partial<ConnectionValues>) => setValues({ ...values, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checked(connectionBodyOf(companyId, values));
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        // The secret is stored as a hash: the form lets go of it at once, keeping the protocol.
        setValues({ ...emptyConnectionValues(members[0]?.userid), protocol: values.protocol });
        notify('success', t('backoffice.punchout.saved', { login: saved.login }));
      },
      onError: refused,
    });
  };

  return (
    <form className="company-billing__form" onSubmit={submit} noValidate data-testid="punchout-connection-form">
      <SelectField
        name="protocol"
        label={t('backoffice.punchout.protocol')}
        value={values.protocol}
        onChange={(event) => set({ protocol: event.target.value as PunchoutProtocol })}
        options={(['oci', 'cxml'] as const).map((protocol) => ({
          value: protocol,
          label: t(`backoffice.punchout.${protocol}`),
        }))}
      />
      <SelectField
        name="userid"
        label={t('backoffice.punchout.member')}
        value={values.userid}
        error={errors.userid}
        onChange={(event) => set({ userid: event.target.value })}
        options={members.map((member) => ({
          value: String(member.userid),
          label: member.customername ? `${member.customername} <${member.email}>` : member.email,
        }))}
      />
      {credentialFields[values.protocol].map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          type={field.secret ? 'password' : (field.type ?? 'text')}
          autoComplete={field.secret ? 'new-password' : 'off'}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => set({ [field.name]: event.target.value })}
        />
      ))}
      <Button type="submit" disabled={save.isPending} data-testid="punchout-connection-save">
        {t('backoffice.punchout.save')}
      </Button>
    </form>
  );
}
