import {
  apiCalls,
  apiPath,
  type PriceQuoteBody,
  type QuoteList,
  type QuoteView,
  type RequestQuoteChangesBody,
} from '@shop/contracts';
import { callApi, useLocale } from '@shop/state';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** A link's token opens the quote; it travels only in this header, never in an address. */
const bearer = (token: string) => (token ? { authorization: `Bearer ${token}` } : undefined);

const quoteKey = (uuid: string, token: string) => ['orders', 'quote', uuid, token] as const;
const pricingKey = (token: string) => ['orders', 'quote-pricing', token] as const;

/** GET /orders/quotes: the signed-in buyer's quotes, newest first, a page at a time (only with a session). */
export const myQuotesQuery = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'quotes', 'mine'] as const,
    queryFn: ({ pageParam, signal }): Promise<QuoteList> =>
      callApi(apiCalls.quotes.list, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled,
  });

/** GET /orders/quote/{uuid}: the buyer's quote, by session or the guest's link. A refusal is final: no retry. */
export const quoteQuery = (uuid: string, token: string) =>
  queryOptions({
    queryKey: quoteKey(uuid, token),
    queryFn: ({ signal }) => callApi(apiCalls.quotes.read, { params: { uuid }, headers: bearer(token), signal }),
    retry: false,
  });

/** POST /orders/quote/{uuid}/accept: answers the quote's cart, locked to the quoted prices. */
export function useAcceptQuote(uuid: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiCalls.quotes.accept, { params: { uuid }, headers: bearer(token) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKey(uuid, token) }),
  });
}

/**
 * POST /orders/quote/{uuid}/changes: the buyer's next round; the answer (the quote awaiting the
 * seller) replaces the read one.
 */
export function useAskQuoteChanges(uuid: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestQuoteChangesBody): Promise<QuoteView> =>
      callApi(apiCalls.quotes.changes, { params: { uuid }, headers: bearer(token), body }),
    onSuccess: (view) => queryClient.setQueryData(quoteKey(uuid, token), view),
  });
}

/**
 * The quote's PDF in the page's language. Fetched rather than linked, so a guest's token goes in
 * the header as for every quote call; the file is then opened from memory.
 */
export function useQuotePdf(uuid: string, token: string) {
  const locale = useLocale();
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(apiPath(`/orders/quote-pdf/${uuid}`), {
        headers: { 'x-locale': locale, ...bearer(token) },
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(`quote PDF: ${res.status}`);
      return URL.createObjectURL(await res.blob());
    },
  });
}

/** GET /orders/quote-pricing: the quote request the seller's link opens. */
export const quotePricingQuery = (token: string) =>
  queryOptions({
    queryKey: pricingKey(token),
    queryFn: ({ signal }) => callApi(apiCalls.quotes.pricingRead, { headers: bearer(token), signal }),
    enabled: token !== '',
    retry: false,
  });

/** POST /orders/quote-pricing: the seller's prices; the answer (the priced quote) replaces the read one. */
export function usePriceQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceQuoteBody): Promise<QuoteView> =>
      callApi(apiCalls.quotes.price, { headers: bearer(token), body }),
    onSuccess: (view) => queryClient.setQueryData(pricingKey(token), view),
  });
}
