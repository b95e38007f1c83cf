import type { WorkSite } from '@shop/contracts';
import { useAuthStore, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { workSitesQuery } from '../../api/work-sites';
import type { OrderFormValues } from './order-form-values';

/** The order form's delivery address and site contact from a saved work site. */
export function workSiteFields(site: WorkSite) {
  return {
    isSeparateShipping: true,
    shipping: {
      name: site.name,
      streetAddress: site.additional_line ? `${site.street}, ${site.additional_line}` : site.street,
      postCode: site.postcode,
      city: site.city,
      country: site.country,
    },
    siteContact: { name: site.contact_name, phone: site.contact_phone },
  } satisfies Partial<OrderFormValues>;
}

/**
 * A company buyer delivers to one of the company's saved work sites: choosing it fills the separate
 * delivery address and the work-site contact, which stay editable. Nothing for a private buyer or a
 * company without sites.
 */
export function WorkSitePicker() {
  const t = useT();
  const id = useId();
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const sites = useQuery(workSitesQuery(loggedIn));
  const form = useFormContext<OrderFormValues>();
  if (!sites.data || sites.data.length === 0) return null;
  const choose = (siteId: string) => {
    const site = sites.data.find((s) => s.site_id === siteId);
    if (!site) return;
    const fields = workSiteFields(site);
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('isSeparateShipping', fields.isSeparateShipping, options);
    form.setValue('shipping', fields.shipping, options);
    form.setValue('siteContact', fields.siteContact, options);
  };
  return (
    <div className="ui-field checkout__work-site" data-testid="work-site-picker">
      <label htmlFor={id} className="ui-field__label">
        {t('approval.work_site_label')}
      </label>
      <select
        id={id}
        className="ui-field__input"
        defaultValue=""
        onChange={(event) => choose(event.target.value)}
        data-testid="work-site-select"
      >
        <option value="" disabled>
          {t('approval.work_site_choose')}
        </option>
        {sites.data.map((site) => (
          <option key={site.site_id} value={site.site_id}>
            {`${site.name}: ${site.street}, ${site.postcode} ${site.city}`}
          </option>
        ))}
      </select>
    </div>
  );
}
