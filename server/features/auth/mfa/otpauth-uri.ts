const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/** Go's `url.QueryEscape` with `%20` for spaces (what GoTrue's TOTP library emits). */
function escapeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, hex);
}

/** Go's path escaping: like a query value, but `$&+,:;=@` stay as they are. */
function escapeLabelPart(value: string): string {
  return escapeQueryValue(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (_match, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
}

/**
 * The key URI authenticator apps scan, as GoTrue builds it:
 * `otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=<issuer>&period=30&secret=<base32>`.
 */
export function buildOtpauthUri(params: {
  issuer: string;
  accountName: string;
  secret: string;
}): string {
  const label = `${escapeLabelPart(params.issuer)}:${escapeLabelPart(params.accountName)}`;
  const entries: [string, string][] = [
    ['algorithm', 'SHA1'],
    ['digits', '6'],
    ['issuer', params.issuer],
    ['period', '30'],
    ['secret', params.secret],
  ];
  const query = entries.map(([key, value]) => `${key}=${escapeQueryValue(value)}`).join('&');
  return `otpauth://totp/${label}?${query}`;
}
