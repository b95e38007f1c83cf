/**
 * @jest-environment node
 */
// A server render (the gateway's, through @shop/state/server) reads the page's answers as the browser
// will, and its queries must render them as the browser's hydration does: fresh, not being fetched.
import { apiCalls } from '@shop/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { callApi, createQueryClient, embeddedCallData } from '../src';
import { renderWithRequestState } from '../src/server/request-state';

const faq = [{ id: 1, category: 'Lieferung', question: 'Wann kommt es?', answer: [] }];

function FaqQuestion() {
  const { data, isFetching } = useQuery({
    queryKey: ['faq'],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.faq, { signal }),
    ...embeddedCallData(apiCalls.catalogue.faq),
  });
  return <p aria-busy={isFetching}>{data?.[0]?.question ?? 'loading'}</p>;
}

const render = () =>
  renderWithRequestState({ locale: 'de', cookie: '', answers: { locale: 'de', calls: { '/faq': faq } } }, async () =>
    renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <FaqQuestion />
      </QueryClientProvider>,
    ),
  );

describe("a server render's queries and the page's answers", () => {
  it('renders an answer as fresh however long the gateway has been running', async () => {
    // Ten minutes after the process started: the answers were made now, not then.
    const uptime = 10 * 60_000;
    const now = jest.spyOn(performance, 'now').mockReturnValue(uptime);
    const date = jest.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + uptime);
    try {
      expect(await render()).toBe('<p aria-busy="false">Wann kommt es?</p>');
    } finally {
      now.mockRestore();
      date.mockRestore();
    }
  });
});
