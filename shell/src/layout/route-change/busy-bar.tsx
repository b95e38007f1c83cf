import { useT, useUiStore } from '@shop/state';
import './busy-bar.css';

/** A thin bar at the top of the window while the busy flag is on. */
export function BusyBar() {
  const t = useT();
  const busy = useUiStore((state) => state.busy);
  if (!busy) return null;
  return <div className="busy-bar" role="progressbar" aria-label={t('remote.loading')} data-testid="busy-bar" />;
}
