import { PunchoutConnectionBodySchema, type PunchoutProtocol } from '@shop/contracts';

/** The connection form's fields as the inputs hold them; both protocols' fields are kept while switching. */
export interface ConnectionValues {
  protocol: PunchoutProtocol;
  userid: string;
  username: string;
  password: string;
  domain: string;
  identity: string;
  shared_secret: string;
  /** Optional: empty sends none (no status documents). */
  status_url: string;
}

export const emptyConnectionValues = (userid: number | undefined): ConnectionValues => ({
  protocol: 'oci',
  userid: userid === undefined ? '' : String(userid),
  username: '',
  password: '',
  domain: 'NetworkID',
  identity: '',
  shared_secret: '',
  status_url: '',
});

/** The call's body for the form's protocol, checked by the contract the service validates with. */
export function connectionBodyOf(companyId: string, values: ConnectionValues) {
  const common = { company_id: companyId, userid: Number(values.userid) };
  return PunchoutConnectionBodySchema.safeParse(
    values.protocol === 'oci'
      ? { protocol: 'oci', ...common, username: values.username, password: values.password }
      : {
          protocol: 'cxml',
          ...common,
          domain: values.domain,
          identity: values.identity,
          shared_secret: values.shared_secret,
          ...(values.status_url.trim() ? { status_url: values.status_url.trim() } : {}),
        },
  );
}
