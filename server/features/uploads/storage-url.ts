/** Where photos are kept: the local folder, or an S3-compatible bucket. */
export type StorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket, '' or ending in '/'. */
      prefix: string;
      /** The store's address (MinIO, SeaweedFS, Garage, R2…); absent means AWS S3 itself. */
      endpoint: string | undefined;
      region: string;
      /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
      forcePathStyle: boolean;
      /** Keys; absent means the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, profiles, roles). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /**
       * `signed_urls`: public photos answer a redirect to the store itself, with an address
       * signed for this many seconds, so their bytes never pass through the app. Null: every
       * photo is streamed through the app (the default).
       */
      signedUrlSeconds: number | null;
    };

const DEFAULT_REGION = 'us-east-1';
const KNOWN_PARAMETERS = new Set(['endpoint', 'region', 'force_path_style', 'signed_urls']);
/** A signed address lives at least 2 minutes (it is handed out for half its life) … */
const MIN_SIGNED_URL_SECONDS = 120;
/** … and at most 7 days, the longest S3's signature (SigV4) allows. */
const MAX_SIGNED_URL_SECONDS = 604_800;

/**
 * Reads `STORAGE_URL` (`s3://bucket[/prefix]?endpoint=…&region=…&force_path_style=true|false
 * &signed_urls=<seconds>`) with its keys (`STORAGE_ACCESS_KEY_ID`, `STORAGE_SECRET_ACCESS_KEY`). Unset: the local folder.
 * Path-style addressing is the default when an endpoint is given (what MinIO, SeaweedFS and
 * Garage expect).
 * @throws Error with a message for people when the address or the keys do not make sense.
 */
export function parseStorageUrl(
  value: string | undefined,
  keys: { accessKeyId?: string; secretAccessKey?: string } = {},
): StorageSettings {
  if (!value) return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be an address like s3://bucket?endpoint=https://…&region=…');
  }
  if (url.protocol !== 's3:') throw new Error('must start with s3://');
  if (url.username || url.password) {
    throw new Error('must not hold keys: set STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY');
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error('must name a bucket (3 to 63 lower-case letters, digits, dots or hyphens)');
  }
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMETERS.has(name)) throw new Error(`has an unknown parameter "${name}"`);
  }
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error('endpoint must be an http:// or https:// address');
  }
  const pathStyle = url.searchParams.get('force_path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error('force_path_style must be true or false');
  }
  const signedUrls = url.searchParams.get('signed_urls');
  const signedUrlSeconds = signedUrls === null ? null : Number(signedUrls);
  if (
    signedUrlSeconds !== null &&
    (!/^\d+$/.test(signedUrls!) ||
      signedUrlSeconds < MIN_SIGNED_URL_SECONDS ||
      signedUrlSeconds > MAX_SIGNED_URL_SECONDS)
  ) {
    throw new Error(
      `signed_urls must be a number of seconds from ${MIN_SIGNED_URL_SECONDS} to ${MAX_SIGNED_URL_SECONDS}`,
    );
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (Boolean(keys.accessKeyId) !== Boolean(keys.secretAccessKey)) {
    throw new Error('needs both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, or neither');
  }
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') || DEFAULT_REGION,
    forcePathStyle: pathStyle === null ? Boolean(endpoint) : pathStyle === 'true',
    credentials:
      keys.accessKeyId && keys.secretAccessKey
        ? { accessKeyId: keys.accessKeyId, secretAccessKey: keys.secretAccessKey }
        : undefined,
    signedUrlSeconds,
  };
}

/** The `STORAGE_URL` of S3 settings (keys are never part of it). */
export function formatStorageUrl(settings: Extract<StorageSettings, { kind: 's3' }>): string {
  const query = new URLSearchParams();
  if (settings.endpoint) query.set('endpoint', settings.endpoint);
  if (settings.region !== DEFAULT_REGION) query.set('region', settings.region);
  if (settings.forcePathStyle !== Boolean(settings.endpoint)) {
    query.set('force_path_style', String(settings.forcePathStyle));
  }
  if (settings.signedUrlSeconds !== null) {
    query.set('signed_urls', String(settings.signedUrlSeconds));
  }
  const search = query.size > 0 ? `?${decodeURIComponent(query.toString())}` : '';
  const prefix = settings.prefix ? `/${settings.prefix.slice(0, -1)}` : '';
  return `s3://${settings.bucket}${prefix}${search}`;
}
