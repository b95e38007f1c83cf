import type { backofficeOpsEn } from './en';

export const backofficeOpsFi: Record<keyof typeof backofficeOpsEn, string> = {
  'backoffice.dead_letter_not_waiting':
    'Tämä tapahtuma on jo toimitettu uudelleen, tai sen vastaanottaja ei ole käynnissä: lataa luettelo uudelleen.',
  'validation.lead_time_days': 'Anna toimitusaika kokonaisina työpäivinä, 1–90',
  'validation.supplier_language': 'Valitse saksa, suomi, englanti tai viro',
  'backoffice.dead_letters.title': 'Käsittelemättömät tapahtumat',
  'backoffice.dead_letters.intro':
    'Tapahtumat, joista jokin kaupan osa luopui kaikkien uusintayritysten jälkeen. Korjaa syy ' +
    '(sähköpostipalvelin, toimittajan osoite) ja toimita ne uudelleen: kukin menee vain sille osalle, ' +
    'jossa se epäonnistui.',
  'backoffice.dead_letters.bus': 'Väylä: {bus}',
  'backoffice.dead_letters.topic': 'Aihe',
  'backoffice.dead_letters.all_topics': 'Kaikki aiheet',
  'backoffice.dead_letters.group': 'Vastaanottaja',
  'backoffice.dead_letters.event': 'Tapahtuma',
  'backoffice.dead_letters.order': 'Tilaus',
  'backoffice.dead_letters.attempts': 'Yrityksiä',
  'backoffice.dead_letters.error': 'Viimeisin virhe',
  'backoffice.dead_letters.failed_at': 'Luovuttu',
  'backoffice.dead_letters.state': 'Tila',
  'backoffice.dead_letters.waiting': 'Odottaa',
  'backoffice.dead_letters.replayed_by': 'Toimitettu uudelleen {at}, {by}',
  'backoffice.dead_letters.replay': 'Toimita uudelleen',
  'backoffice.dead_letters.replay_all': 'Toimita kaikki odottavat uudelleen: {topic}',
  'backoffice.dead_letters.replayed_count_one': '{count} tapahtuma toimitettu uudelleen',
  'backoffice.dead_letters.replayed_count_other': '{count} tapahtumaa toimitettu uudelleen',
  'backoffice.dead_letters.empty': 'Ei käsittelemättömiä tapahtumia: kaikki on käsitelty.',
  'backoffice.dead_letters.load_failed': 'Tapahtumia ei voitu ladata. Yritä uudelleen.',
  'backoffice.suppliers.title': 'Toimittajatiedot',
  'backoffice.suppliers.intro':
    'Minne ostotilaukset lähtevät, millä kielellä, ja toimittajan tavallinen toimitusaika. Muutos on ' +
    'voimassa seuraavasta ostotilauksesta alkaen.',
  'backoffice.suppliers.search': 'Hae toimittajia',
  'backoffice.suppliers.name': 'Toimittaja',
  'backoffice.suppliers.country': 'Maa',
  'backoffice.suppliers.email': 'Tilausten sähköposti',
  'backoffice.suppliers.language': 'Viestien kieli',
  'backoffice.suppliers.lead_time': 'Toimitusaika (työpäivää)',
  'backoffice.suppliers.edited': 'Muutettu',
  'backoffice.suppliers.edit': 'Muokkaa',
  'backoffice.suppliers.save': 'Tallenna',
  'backoffice.suppliers.cancel': 'Peruuta',
  'backoffice.suppliers.saved': 'Tallennettu. Seuraava ostotilaus käyttää näitä tietoja.',
  'backoffice.suppliers.changes': 'Muutokset',
  'backoffice.suppliers.no_changes': 'Ei muutettu luettelon luomisen jälkeen.',
  'backoffice.suppliers.none_found': 'Yksikään toimittaja ei vastaa hakua.',
  'backoffice.suppliers.load_failed': 'Toimittajia ei voitu ladata. Yritä uudelleen.',
};
