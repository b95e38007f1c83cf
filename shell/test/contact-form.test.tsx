import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ContactForm } from '../src/features/contact/contact-form';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ContactForm', () => {
  it('shows the SPEC 8 errors in the buyer language and sends nothing', () => {
    useLocaleStore.setState({ locale: 'en' });
    const calls = mockFetch({});
    renderWithProviders(<ContactForm />);
    type('contact-email', 'not-an-email');
    type('contact-vatid', '12-34');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(screen.getByText('Insert valid email address')).toBeInTheDocument();
    expect(screen.getByText('Give VAT ID in format 1234567-8')).toBeInTheDocument();
    expect(screen.getByText('Message required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a valid message and confirms it', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    const calls = mockFetch({ '/contact/submit': { id: 1, message: 'Message sent' } });
    renderWithProviders(<ContactForm />);
    type('contact-company', 'Rakennus Oy');
    type('contact-email', 'anna@rakennus-oy.fi');
    type('contact-message', 'Tarjous aidoista');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Viesti lähetetty');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      company: 'Rakennus Oy',
      name: '',
      email: 'anna@rakennus-oy.fi',
      message: 'Tarjous aidoista',
    });
  });
});
