import { QueryCache, QueryClient } from '@tanstack/react-query';
import {
  MOBILE_BREAKPOINT_PX,
  QUERY_RETRIES_DESKTOP,
  QUERY_RETRIES_MOBILE,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '../../common/limits';
import { ApiError } from './api-error';
import { logger } from './logger';

/** Retry delay of spec §9: doubles from 1 s, capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

function maxRetries(): number {
  return window.innerWidth < MOBILE_BREAKPOINT_PX ? QUERY_RETRIES_MOBILE : QUERY_RETRIES_DESKTOP;
}

/** Client mistakes (4xx other than 408 and 429) are not retried: they would fail the same way. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < maxRetries();
}

/** Server failures and lost connections are worth a warning; a 4xx answer is the app's business. */
function logQueryFailure(error: unknown, queryKey: readonly unknown[]): void {
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status >= 400 && status < 500) return;
  logger.warn(
    'Query failed',
    { component: 'query-cache', action: String(queryKey[0]) },
    { status, message: error instanceof Error ? error.message : String(error) },
  );
}

/** The app's query cache: stale after 5 minutes, retries per spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => logQueryFailure(error, query.queryKey),
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry, retryDelay: queryRetryDelay },
      mutations: { retry: false },
    },
  });
}
