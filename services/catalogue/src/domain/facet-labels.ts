import type { Facet, Locale } from '@shop/contracts';
import { attributeByKey, attributeValueLabel, type Localized } from '@shop/catalogue-schema';
import type { FacetCount } from '../ports/catalogue-index';
import type { CatalogueStore } from './catalogue-store';

const L = (de: string, fi: string, en: string, et: string): Localized => ({ de, fi, en, et });

const pseudo: Record<string, { label: Localized; unit: string | null; type: 'text' | 'number' }> = {
  supplier: { label: L('Lieferant', 'Toimittaja', 'Supplier', 'Tarnija'), unit: null, type: 'text' },
  availability: { label: L('Verfügbarkeit', 'Saatavuus', 'Availability', 'Saadavus'), unit: null, type: 'text' },
  sale_price: { label: L('Preis', 'Hinta', 'Price', 'Hind'), unit: 'cent', type: 'number' },
};

const availabilityLabels: Record<string, Localized> = {
  available: L('lieferbar', 'saatavilla', 'available', 'saadaval'),
  not_available: L('nicht lieferbar', 'ei saatavilla', 'not available', 'pole saadaval'),
  out_of_stock: L('ausverkauft', 'loppu varastosta', 'out of stock', 'laost otsas'),
};

/** Facet counts of the engine with labels in the buyer's language. */
export function labelFacets(facets: FacetCount[], locale: Locale, store: CatalogueStore): Facet[] {
  return facets.map((f) => {
    const def = attributeByKey.get(f.key);
    const meta = pseudo[f.key];
    const valueLabel = (value: string | number) => {
      if (f.key === 'supplier') return store.supplierBySlug(String(value))?.name ?? String(value);
      if (f.key === 'availability') return availabilityLabels[String(value)]?.[locale] ?? String(value);
      return attributeValueLabel(f.key, value, locale);
    };
    return {
      key: f.key,
      label: def?.label[locale] ?? meta?.label[locale] ?? f.key,
      type: def?.type ?? meta?.type ?? 'text',
      unit: def?.unit ?? meta?.unit ?? null,
      values: f.values.map((v) => ({ value: v.value, label: valueLabel(v.value), count: v.count })),
      range: f.range,
    };
  });
}
