import { useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '../../api/companies';
import { MemberRow } from './member-row';

/** The company's members, for its admins. */
export function MembersCard({ selfId }: { selfId: number }) {
  const t = useT();
  const members = useQuery(membersQuery(true));
  const admins = members.data?.filter((member) => member.role === 'admin').length ?? 0;
  return (
    <section className="profile-card" data-testid="company-members">
      <h2 className="profile-card__title">{t('company.members_title')}</h2>
      {members.isError ? (
        <ErrorMessage
          message={t('company.load_failed')}
          retryLabel={t('account.retry')}
          onRetry={() => void members.refetch()}
        />
      ) : members.data ? (
        <ul className="company-members">
          {members.data.map((member) => (
            <MemberRow
              key={member.userid}
              member={member}
              self={member.userid === selfId}
              lastAdmin={member.role === 'admin' && admins === 1}
            />
          ))}
        </ul>
      ) : (
        <Skeleton height={120} />
      )}
    </section>
  );
}
