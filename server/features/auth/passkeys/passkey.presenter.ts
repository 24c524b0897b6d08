import type { WebauthnCredentialRow } from '../../../db/schema';

/** GoTrue's `PasskeyMetadataResponse`: the answer to a registration. */
export function presentPasskeyCreated(row: WebauthnCredentialRow) {
  return {
    id: row.id,
    ...(row.friendlyName ? { friendly_name: row.friendlyName } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

/** GoTrue's `PasskeyListItem`: one passkey in a list, or after a rename. */
export function presentPasskey(row: WebauthnCredentialRow) {
  return {
    ...presentPasskeyCreated(row),
    ...(row.lastUsedAt ? { last_used_at: row.lastUsedAt.toISOString() } : {}),
  };
}
