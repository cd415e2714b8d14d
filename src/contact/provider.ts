/**
 * One answer of the mail provider (spec section 7): its HTTP status and text.
 * Status 0 means the request never got an answer (no connection).
 */
export interface ProviderAnswer {
  status: number;
  text: string;
}

export const NETWORK_FAILURE_STATUS = 0;
/** The provider SDK's text for status 0 (spec section 8). */
export const NETWORK_ERROR_TEXT = 'Network Error';

export function isProviderAnswer(value: unknown): value is ProviderAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProviderAnswer).status === 'number' &&
    typeof (value as ProviderAnswer).text === 'string'
  );
}
