export { getCookie, setCookie, removeCookie, type CookieOptions } from './cookies/cookies';
export { useLocaleStore, localeCookieDays } from './stores/locale-store';
export { useUiStore, type Notification, type NotificationKind, type Breadcrumb } from './stores/ui-store';
export { useCartStore } from './stores/cart-store';
export { cartQuery, stillOpen, badgeCount } from './cart/cart-query';
export { useReceiveCart } from './cart/use-receive-cart';
export { useCartActionsStore } from './stores/cart-actions-store';
export { useRemoteStatusStore } from './stores/remote-status-store';
export { useAuthStore, type AuthView } from './stores/auth-store';
export {
  rememberLoginMethod,
  preferredLoginView,
  loginMethodCookieDays,
  type LoginMethod,
} from './stores/login-method';
export { ApiError, isApiError, type ApiErrorKind } from './api/api-error';
export { apiFetch, defaultTimeoutMs, type ApiFetchInit, type Parser } from './api/api-fetch';
export { callApi, embeddedCallData, type CallInit } from './api/call-api';
export { embeddedAnswersCurrent, resetEmbeddedAnswers } from './api/embedded-answers';
export { createQueryClient, queryKeepAliveMs, retryDelay, shouldRetry } from './query/query-client';
export { useT, useLocale, useTranslateText, type Translate } from './i18n/use-t';
export { useFormatEur } from './i18n/use-format-eur';
export { useFormatNumber } from './i18n/use-format-number';
export { useFormatDay } from './i18n/use-format-day';
// For @shop/ui, which reaches @shop/i18n through this package: the page's Intl objects, built once.
export { dateTimeFormat } from '@shop/i18n';
export { useCountT, type CountedKey, type CountTranslate } from './i18n/use-count-t';
export { hasSession, isPunchoutSession } from './session';
export {
  useConsentStore,
  hasFunctionalConsent,
  hasAnalyticsConsent,
  useFunctionalConsent,
  consentCookieDays,
} from './stores/consent-store';
export { track, leadSafeProperties, connectTagManager, type AnalyticsProperties } from './analytics/track';
export { useBreadcrumbs } from './stores/breadcrumbs';
export { useDocumentHead } from './head/use-document-head';
