/**
 * Texts of the back office's operations pages (dead letters, supplier records) and their calls'
 * refusals. English is the reference: the other languages must have the same keys.
 */
export const backofficeOpsEn = {
  'backoffice.dead_letter_not_waiting':
    'This dead letter was replayed already, or its consumer is not running: reload the list.',
  'validation.lead_time_days': 'Give the lead time in whole working days, 1 to 90',
  'validation.supplier_language': 'Choose German, Finnish, English or Estonian',
  'backoffice.dead_letters.title': 'Dead letters',
  'backoffice.dead_letters.intro':
    'Events a part of the shop gave up on after all its retries. Fix the cause (a mail server, a supplier' +
    ' address), then replay them: each goes only to the part that failed.',
  'backoffice.dead_letters.bus': 'Bus: {bus}',
  'backoffice.dead_letters.topic': 'Topic',
  'backoffice.dead_letters.all_topics': 'All topics',
  'backoffice.dead_letters.group': 'Consumer',
  'backoffice.dead_letters.event': 'Event',
  'backoffice.dead_letters.order': 'Order',
  'backoffice.dead_letters.attempts': 'Attempts',
  'backoffice.dead_letters.error': 'Last error',
  'backoffice.dead_letters.failed_at': 'Given up',
  'backoffice.dead_letters.state': 'State',
  'backoffice.dead_letters.waiting': 'Waiting',
  'backoffice.dead_letters.replayed_by': 'Replayed {at} by {by}',
  'backoffice.dead_letters.replay': 'Replay',
  'backoffice.dead_letters.replay_all': 'Replay all waiting of {topic}',
  'backoffice.dead_letters.replayed_count_one': '{count} event replayed',
  'backoffice.dead_letters.replayed_count_other': '{count} events replayed',
  'backoffice.dead_letters.empty': 'No dead letters: every event was handled.',
  'backoffice.dead_letters.load_failed': 'The dead letters could not be loaded. Try again.',
  'backoffice.suppliers.title': 'Supplier records',
  'backoffice.suppliers.intro':
    'Where purchase orders go, in which language, and the supplier’s usual lead time. A change counts ' +
    'from the next purchase order.',
  'backoffice.suppliers.search': 'Search suppliers',
  'backoffice.suppliers.name': 'Supplier',
  'backoffice.suppliers.country': 'Country',
  'backoffice.suppliers.email': 'Order e-mail',
  'backoffice.suppliers.language': 'Language of mails',
  'backoffice.suppliers.lead_time': 'Lead time (working days)',
  'backoffice.suppliers.edited': 'Changed',
  'backoffice.suppliers.edit': 'Edit',
  'backoffice.suppliers.save': 'Save',
  'backoffice.suppliers.cancel': 'Cancel',
  'backoffice.suppliers.saved': 'Saved. The next purchase order uses it.',
  'backoffice.suppliers.changes': 'Changes',
  'backoffice.suppliers.no_changes': 'Not changed since the catalogue was made.',
  'backoffice.suppliers.none_found': 'No supplier matches.',
  'backoffice.suppliers.load_failed': 'The suppliers could not be loaded. Try again.',
} as const;
