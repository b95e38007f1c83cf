import type { backofficeOpsEn } from './en';

export const backofficeOpsDe: Record<keyof typeof backofficeOpsEn, string> = {
  'backoffice.dead_letter_not_waiting':
    'Dieses Ereignis wurde schon erneut zugestellt, oder sein Empfänger läuft nicht: Liste neu laden.',
  'validation.lead_time_days': 'Lieferzeit in ganzen Arbeitstagen angeben, 1 bis 90',
  'validation.supplier_language': 'Deutsch, Finnisch, Englisch oder Estnisch wählen',
  'backoffice.dead_letters.title': 'Unzustellbare Ereignisse',
  'backoffice.dead_letters.intro':
    'Ereignisse, die ein Teil des Shops nach allen Wiederholungen aufgegeben hat. Ursache beheben ' +
    '(Mailserver, Lieferantenadresse), dann erneut zustellen: Jedes geht nur an den Teil, der gescheitert' +
    ' ist.',
  'backoffice.dead_letters.bus': 'Bus: {bus}',
  'backoffice.dead_letters.topic': 'Thema',
  'backoffice.dead_letters.all_topics': 'Alle Themen',
  'backoffice.dead_letters.group': 'Empfänger',
  'backoffice.dead_letters.event': 'Ereignis',
  'backoffice.dead_letters.order': 'Bestellung',
  'backoffice.dead_letters.attempts': 'Versuche',
  'backoffice.dead_letters.error': 'Letzter Fehler',
  'backoffice.dead_letters.failed_at': 'Aufgegeben',
  'backoffice.dead_letters.state': 'Stand',
  'backoffice.dead_letters.waiting': 'Wartet',
  'backoffice.dead_letters.replayed_by': 'Erneut zugestellt {at} von {by}',
  'backoffice.dead_letters.replay': 'Erneut zustellen',
  'backoffice.dead_letters.replay_all': 'Alle wartenden von {topic} erneut zustellen',
  'backoffice.dead_letters.replayed_count_one': '{count} Ereignis erneut zugestellt',
  'backoffice.dead_letters.replayed_count_other': '{count} Ereignisse erneut zugestellt',
  'backoffice.dead_letters.empty': 'Keine unzustellbaren Ereignisse: Alle wurden verarbeitet.',
  'backoffice.dead_letters.load_failed': 'Die Ereignisse konnten nicht geladen werden. Bitte erneut versuchen.',
  'backoffice.suppliers.title': 'Lieferantendaten',
  'backoffice.suppliers.intro':
    'Wohin Bestellungen gehen, in welcher Sprache, und die übliche Lieferzeit des Lieferanten. Eine ' +
    'Änderung gilt ab der nächsten Bestellung.',
  'backoffice.suppliers.search': 'Lieferanten suchen',
  'backoffice.suppliers.name': 'Lieferant',
  'backoffice.suppliers.country': 'Land',
  'backoffice.suppliers.email': 'Bestell-E-Mail',
  'backoffice.suppliers.language': 'Sprache der Mails',
  'backoffice.suppliers.lead_time': 'Lieferzeit (Arbeitstage)',
  'backoffice.suppliers.edited': 'Geändert',
  'backoffice.suppliers.edit': 'Bearbeiten',
  'backoffice.suppliers.save': 'Speichern',
  'backoffice.suppliers.cancel': 'Abbrechen',
  'backoffice.suppliers.saved': 'Gespeichert. Die nächste Bestellung beim Lieferanten verwendet es.',
  'backoffice.suppliers.changes': 'Änderungen',
  'backoffice.suppliers.no_changes': 'Seit dem Anlegen des Katalogs nicht geändert.',
  'backoffice.suppliers.none_found': 'Kein Lieferant passt zur Suche.',
  'backoffice.suppliers.load_failed': 'Die Lieferanten konnten nicht geladen werden. Bitte erneut versuchen.',
};
