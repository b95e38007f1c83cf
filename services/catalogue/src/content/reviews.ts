import type { Review } from '@shop/contracts';

/** Reviews shown on the home page, in the language the customer wrote them. */
export const reviews: Review[] = [
  {
    id: 1,
    author: 'Jari K.',
    company: 'Rakennus Virtanen Oy',
    rating: 5,
    text: 'Verkkoaidat ja tolpat tulivat työmaalle kahdessa päivässä, kaikki osat mukana.',
    date: '2026-09-14',
  },
  {
    id: 2,
    author: 'Sabine M.',
    company: 'Elbe Gartenbau GmbH',
    rating: 5,
    text: 'Schnelle Lieferung der Doppelstabmatten, faire Frachtkosten, Rechnung mit 30 Tagen – so muss das sein.',
    date: '2026-08-30',
  },
  {
    id: 3,
    author: 'Marko T.',
    company: 'Tartu Aiaehitus OÜ',
    rating: 4,
    text: 'Väravad tulid õigeaegselt, paigaldusjuhend võiks olla ka eesti keeles.',
    date: '2026-10-02',
  },
  {
    id: 4,
    author: 'Anna L.',
    company: 'Oulun Teräsrakenne Oy',
    rating: 5,
    text: 'HEA-palkit ja teräsputket samalla tilauksella, hinta selvä heti verkossa.',
    date: '2026-07-21',
  },
  {
    id: 5,
    author: 'Peter W.',
    company: 'Nordic Site Services Ltd',
    rating: 4,
    text: 'Good range of gratings and quick answers to a load-class question.',
    date: '2026-06-11',
  },
];
