import type { Locale, Promotion } from '@shop/contracts';

/** The home page promotion and the one-line strip above the header. */
const promotions: Record<Locale, Promotion & { strip: string }> = {
  de: {
    title: 'Zaunsets mit 5 % Preisvorteil',
    text: 'Matten, Pfosten und Schellen in einer Farbe – als Set günstiger als einzeln, geliefert in 1–3 Werktagen.',
    ctaLabel: 'Zu den Zäunen',
    ctaPath: '/categories/fences',
    imageUrl: '/static/images/products/welded-mesh-panels-1.png',
    strip: 'Lieferung in 1–3 Werktagen zu festen Frachtpreisen – über 10.000 Produkte',
  },
  fi: {
    title: 'Aitapaketit 5 % edullisemmin',
    text:
      'Elementit, tolpat ja pannat samassa värissä – pakettina edullisempi kuin erikseen, toimitus 1–3 ' +
      'arkipäivässä.',
    ctaLabel: 'Katso aidat',
    ctaPath: '/categories/fences',
    imageUrl: '/static/images/products/welded-mesh-panels-1.png',
    strip: 'Toimitus 1–3 arkipäivässä kiintein rahtimaksuin – yli 10 000 tuotetta',
  },
  en: {
    title: 'Fence kits 5 % cheaper',
    text: 'Panels, posts and clamps in one colour – cheaper as a kit than one by one, delivered in 1-3 working days.',
    ctaLabel: 'See fences',
    ctaPath: '/categories/fences',
    imageUrl: '/static/images/products/welded-mesh-panels-1.png',
    strip: 'Delivery in 1-3 working days at fixed freight fees – over 10,000 products',
  },
  et: {
    title: 'Aiakomplektid 5 % soodsamalt',
    text: 'Paneelid, postid ja klambrid ühes värvis – komplektina soodsam kui eraldi, tarne 1–3 tööpäevaga.',
    ctaLabel: 'Vaata aedu',
    ctaPath: '/categories/fences',
    imageUrl: '/static/images/products/welded-mesh-panels-1.png',
    strip: 'Tarne 1–3 tööpäevaga fikseeritud veohinnaga – üle 10 000 toote',
  },
};

export function promotion(locale: Locale): Promotion {
  const { strip: _strip, ...rest } = promotions[locale];
  return rest;
}

export function promotionText(locale: Locale): { text: string } {
  return { text: promotions[locale].strip };
}
