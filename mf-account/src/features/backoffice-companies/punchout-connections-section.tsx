import type { CompanyBillingRecord, PunchoutConnection } from '@shop/contracts';
import { useFormatDay, useT, useUiStore } from '@shop/state';
import { Button, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  companyMembersQuery,
  punchoutConnectionsQuery,
  useRevokePunchoutConnection,
} from '../../api/punchout-connections';
import { PunchoutConnectionForm } from './punchout-connection-form';
import { VerifiedCompanyCards } from './verified-company-cards';

/** One connection: what the purchasing system logs in with, whom it shops as, and its revocation. */
function ConnectionRow({
  companyId,
  connection,
  member,
}: {
  companyId: string;
  connection: PunchoutConnection;
  member: string;
}) {
  const t = useT();
  const formatDay = useFormatDay();
  const notify = useUiStore((state) => state.notify);
  const revoke = useRevokePunchoutConnection(companyId);
  const [confirming, setConfirming] = useState(false);
  const { login } = connection;
  return (
    <li className="punchout-connections__row" data-testid="punchout-connection" data-login={login}>
      <span>
        <strong>{t(`backoffice.punchout.${connection.protocol}`)}</strong> · <code>{login}</code>
      </span>
      <span className="company-verification__muted">
        {t('backoffice.punchout.shops_as', { member })} ·{' '}
        {t('backoffice.punchout.since', { date: formatDay(connection.created_at) })}
      </span>
      {connection.status_url && (
        <span className="company-verification__muted" data-testid="punchout-status-url">
          {t('backoffice.punchout.status_to', { url: connection.status_url })}
        </span>
      )}
      {confirming ? (
        <span className="punchout-connections__confirm" role="group">
          <span>{t('backoffice.punchout.revoke_confirm', { login })}</span>
          <Button
            disabled={revoke.isPending}
            data-testid="punchout-revoke-confirm"
            onClick={() =>
              revoke.mutate(connection.connection_id, {
                onSuccess: () => notify('success', t('backoffice.punchout.revoked', { login })),
                onError: () => notify('error', t('company.action_failed')),
              })
            }
          >
            {t('backoffice.punchout.revoke_yes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('backoffice.punchout.keep')}
          </Button>
        </span>
      ) : (
        <Button variant="secondary" data-testid="punchout-revoke" onClick={() => setConfirming(true)}>
          {t('backoffice.punchout.revoke')}
        </Button>
      )}
    </li>
  );
}

/** A company's connections and the form for a new one; read when the operator opens the company. */
function CompanyConnections({ company }: { company: CompanyBillingRecord }) {
  const t = useT();
  const connections = useQuery(punchoutConnectionsQuery(company.company_id));
  const members = useQuery(companyMembersQuery(company.company_id));
  if (connections.isError || members.isError) return <p role="alert">{t('company.action_failed')}</p>;
  if (!connections.data || !members.data) return <Skeleton height={120} />;
  const emailOf = new Map(members.data.map((m) => [m.userid, m.email]));
  return (
    <div className="punchout-connections__company">
      {connections.data.length === 0 ? (
        <p className="company-verification__muted">{t('backoffice.punchout.none')}</p>
      ) : (
        <ul className="punchout-connections__list">
          {connections.data.map((connection) => (
            <ConnectionRow
              key={connection.connection_id}
              companyId={company.company_id}
              connection={connection}
              member={emailOf.get(connection.userid) ?? String(connection.userid)}
            />
          ))}
        </ul>
      )}
      <PunchoutConnectionForm companyId={company.company_id} members={members.data} />
    </div>
  );
}

/**
 * The verified companies' punch-out connections on the back office's company page
 * (docs/procurement.md): which credentials each company's purchasing system logs in with and
 * whom it shops as; set, replaced and revoked here.
 */
export function PunchoutConnectionsSection() {
  return (
    <VerifiedCompanyCards id="punchout-connections" title="backoffice.punchout.title" intro="backoffice.punchout.intro">
      {(company) => <CompanyConnections company={company} />}
    </VerifiedCompanyCards>
  );
}
