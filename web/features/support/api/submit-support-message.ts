import { useMutation } from '@tanstack/react-query';
import {
  supportMessageCreatedSchema,
  type SupportMessageCreated,
  type SupportMessageInput,
} from '../../../../common/features/support/support.contract';
import { apiRequest } from '../../../lib/api-client';

/** Sends a contact-form message to the team (`POST /api/support`); answers with its reference. */
export function submitSupportMessage(input: SupportMessageInput): Promise<SupportMessageCreated> {
  return apiRequest('/api/support', {
    method: 'POST',
    body: input,
    schema: supportMessageCreatedSchema,
  });
}

/** The contact form's mutation: pending while sending, never retried (a retry could send twice). */
export function useSubmitSupportMessage() {
  return useMutation({ mutationFn: submitSupportMessage, retry: false });
}
