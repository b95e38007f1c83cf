import { Route } from 'react-router-dom';
import { SupplierForm } from '../features/contact/supplier-form';
import { BlogListPage } from './blog/blog-list-page';
import { BlogPostPage } from './blog/blog-post-page';
import { ContactPage } from './contact/contact-page';
import { FaqPage } from './faq/faq-page';
import { InfoPage } from './info/info-page';

/**
 * The shell's information pages (SPEC 2). Called as a function inside <Routes>, which accepts
 * only <Route> elements and fragments of them.
 */
export function infoRoutes() {
  return (
    <>
      <Route path="/about" element={<InfoPage slug="about" path="/about" head="about" />} />
      <Route path="/terms" element={<InfoPage slug="terms" path="/terms" head="terms" />} />
      <Route path="/privacy" element={<InfoPage slug="privacy" path="/privacy" head="privacy" />} />
      <Route path="/legal" element={<InfoPage slug="legal" path="/legal" head="legal" />} />
      <Route
        path="/supplierInfo"
        element={
          <InfoPage slug="supplierInfo" path="/supplierInfo" head="suppliers">
            <SupplierForm />
          </InfoPage>
        }
      />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
      <Route path="/contact" element={<ContactPage />} />
    </>
  );
}
