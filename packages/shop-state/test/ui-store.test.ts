import { useUiStore } from '../src';

describe('UI store', () => {
  beforeEach(() => useUiStore.setState({ notifications: [] }));

  it('de-duplicates notifications by message text', () => {
    const { notify } = useUiStore.getState();
    notify('error', 'Could not send the magic link');
    notify('error', 'Could not send the magic link');
    notify('success', 'Login link sent');
    expect(useUiStore.getState().notifications.map((n) => n.message)).toEqual([
      'Could not send the magic link',
      'Login link sent',
    ]);
  });

  it('shows a text again after its notification was dismissed', () => {
    const { notify } = useUiStore.getState();
    notify('info', 'Hello');
    const [first] = useUiStore.getState().notifications;
    useUiStore.getState().dismissNotification(first!.id);
    notify('info', 'Hello');
    expect(useUiStore.getState().notifications).toHaveLength(1);
  });
});
