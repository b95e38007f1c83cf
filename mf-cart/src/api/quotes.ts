import { apiCalls, type RequestQuoteBody } from '@shop/contracts';
import { callApi } from '@shop/state';
import { useMutation } from '@tanstack/react-query';

/** POST /orders/quote-request: the cart frozen into a quote request; answers its number. */
export function useRequestQuote() {
  return useMutation({ mutationFn: (body: RequestQuoteBody) => callApi(apiCalls.quotes.request, { body }) });
}
