import type { backofficeOpsEn } from './en';

export const backofficeOpsEt: Record<keyof typeof backofficeOpsEn, string> = {
  'backoffice.dead_letter_not_waiting':
    'See sündmus on juba uuesti edastatud või selle vastuvõtja ei tööta: laadi nimekiri uuesti.',
  'validation.lead_time_days': 'Sisesta tarneaeg täistööpäevades, 1 kuni 90',
  'validation.supplier_language': 'Vali saksa, soome, inglise või eesti keel',
  'backoffice.dead_letters.title': 'Töötlemata sündmused',
  'backoffice.dead_letters.intro':
    'Sündmused, millest mõni poe osa pärast kõiki kordusi loobus. Kõrvalda põhjus (meiliserver, tarnija ' +
    'aadress) ja edasta need uuesti: iga sündmus läheb ainult sellele osale, kus see ebaõnnestus.',
  'backoffice.dead_letters.bus': 'Siin: {bus}',
  'backoffice.dead_letters.topic': 'Teema',
  'backoffice.dead_letters.all_topics': 'Kõik teemad',
  'backoffice.dead_letters.group': 'Vastuvõtja',
  'backoffice.dead_letters.event': 'Sündmus',
  'backoffice.dead_letters.order': 'Tellimus',
  'backoffice.dead_letters.attempts': 'Katseid',
  'backoffice.dead_letters.error': 'Viimane viga',
  'backoffice.dead_letters.failed_at': 'Loobutud',
  'backoffice.dead_letters.state': 'Olek',
  'backoffice.dead_letters.waiting': 'Ootab',
  'backoffice.dead_letters.replayed_by': 'Uuesti edastatud {at}, {by}',
  'backoffice.dead_letters.replay': 'Edasta uuesti',
  'backoffice.dead_letters.replay_all': 'Edasta kõik ootel sündmused uuesti: {topic}',
  'backoffice.dead_letters.replayed_count_one': '{count} sündmus uuesti edastatud',
  'backoffice.dead_letters.replayed_count_other': '{count} sündmust uuesti edastatud',
  'backoffice.dead_letters.empty': 'Töötlemata sündmusi pole: kõik on töödeldud.',
  'backoffice.dead_letters.load_failed': 'Sündmusi ei õnnestunud laadida. Proovi uuesti.',
  'backoffice.suppliers.title': 'Tarnijate andmed',
  'backoffice.suppliers.intro':
    'Kuhu ostutellimused lähevad, mis keeles, ja tarnija tavaline tarneaeg. Muudatus kehtib alates ' +
    'järgmisest ostutellimusest.',
  'backoffice.suppliers.search': 'Otsi tarnijaid',
  'backoffice.suppliers.name': 'Tarnija',
  'backoffice.suppliers.country': 'Riik',
  'backoffice.suppliers.email': 'Tellimuste e-post',
  'backoffice.suppliers.language': 'Kirjade keel',
  'backoffice.suppliers.lead_time': 'Tarneaeg (tööpäeva)',
  'backoffice.suppliers.edited': 'Muudetud',
  'backoffice.suppliers.edit': 'Muuda',
  'backoffice.suppliers.save': 'Salvesta',
  'backoffice.suppliers.cancel': 'Loobu',
  'backoffice.suppliers.saved': 'Salvestatud. Järgmine ostutellimus kasutab neid andmeid.',
  'backoffice.suppliers.changes': 'Muudatused',
  'backoffice.suppliers.no_changes': 'Pärast kataloogi loomist muutmata.',
  'backoffice.suppliers.none_found': 'Ükski tarnija ei vasta otsingule.',
  'backoffice.suppliers.load_failed': 'Tarnijaid ei õnnestunud laadida. Proovi uuesti.',
};
