import { useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';

/** What a content page shows before its data is there: a skeleton of a title and paragraphs. */
export function ContentSkeleton() {
  return (
    <div className="content-page__skeleton" data-testid="content-skeleton" aria-busy="true">
      <Skeleton height={40} width="60%" />
      <Skeleton height={18} />
      <Skeleton height={18} />
      <Skeleton height={18} width="80%" />
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorMessage
      message={t('content.load_error')}
      retryLabel={t('content.retry')}
      onRetry={onRetry}
      testId="content-error"
    />
  );
}
