import type { OAuthProviderConfig, OAuthProviderName } from '../../../config';

/** What a provider says about the person who signed in, in GoTrue's identity-data terms. */
export interface ProviderUser {
  /** The provider's stable id for the account (`sub`). */
  id: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  userName: string | null;
  avatarUrl: string | null;
}

type JsonObject = Record<string, unknown>;
type FetchJson = (url: string) => Promise<unknown>;

/** One OAuth provider: its endpoints, default scopes and how to read its user. */
export interface OAuthProviderSpec {
  name: OAuthProviderName;
  authorizeUrl: string;
  tokenUrl: string;
  defaultScopes: string[];
  /** Reads the user with the provider's access token. */
  readUser(fetchJson: FetchJson, endpoint: (url: string) => string): Promise<ProviderUser>;
  /** OpenID Connect: ID tokens this provider signs (for `grant_type=id_token`). */
  oidc?: { issuer: string; jwksUrl: string };
}

const asObject = (value: unknown): JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const github: OAuthProviderSpec = {
  name: 'github',
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
  defaultScopes: ['user:email'],
  async readUser(fetchJson, endpoint) {
    const user = asObject(await fetchJson(endpoint('https://api.github.com/user')));
    const emails = await fetchJson(endpoint('https://api.github.com/user/emails'));
    const list = Array.isArray(emails) ? emails.map(asObject) : [];
    const primary = list.find((e) => e.primary && e.verified) ?? list.find((e) => e.verified);
    return {
      id: asText(user.id) ?? '',
      email: asText(primary?.email) ?? asText(user.email),
      isEmailVerified: !!primary,
      name: asText(user.name),
      userName: asText(user.login),
      avatarUrl: asText(user.avatar_url),
    };
  },
};

const google: OAuthProviderSpec = {
  name: 'google',
  authorizeUrl: 'https://accounts.google.com/o/oauth2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  defaultScopes: ['openid', 'email', 'profile'],
  async readUser(fetchJson, endpoint) {
    const user = asObject(
      await fetchJson(endpoint('https://openidconnect.googleapis.com/v1/userinfo')),
    );
    return {
      id: asText(user.sub) ?? '',
      email: asText(user.email),
      isEmailVerified: user.email_verified === true,
      name: asText(user.name),
      userName: null,
      avatarUrl: asText(user.picture),
    };
  },
  oidc: {
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
};

const gitlab: OAuthProviderSpec = {
  name: 'gitlab',
  authorizeUrl: 'https://gitlab.com/oauth/authorize',
  tokenUrl: 'https://gitlab.com/oauth/token',
  defaultScopes: ['read_user'],
  async readUser(fetchJson, endpoint) {
    const user = asObject(await fetchJson(endpoint('https://gitlab.com/api/v4/user')));
    return {
      id: asText(user.id) ?? '',
      email: asText(user.email),
      isEmailVerified: !!asText(user.confirmed_at),
      name: asText(user.name),
      userName: asText(user.username),
      avatarUrl: asText(user.avatar_url),
    };
  },
};

const discord: OAuthProviderSpec = {
  name: 'discord',
  authorizeUrl: 'https://discord.com/api/oauth2/authorize',
  tokenUrl: 'https://discord.com/api/oauth2/token',
  defaultScopes: ['email', 'identify'],
  async readUser(fetchJson, endpoint) {
    const user = asObject(await fetchJson(endpoint('https://discord.com/api/users/@me')));
    const id = asText(user.id);
    const avatar = asText(user.avatar);
    return {
      id: id ?? '',
      email: asText(user.email),
      isEmailVerified: user.verified === true,
      name: asText(user.global_name),
      userName: asText(user.username),
      avatarUrl: id && avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
    };
  },
};

const specs: Record<OAuthProviderName, OAuthProviderSpec> = { github, google, gitlab, discord };

/** A configured provider: its spec plus this site's client settings. */
export interface EnabledProvider {
  spec: OAuthProviderSpec;
  config: OAuthProviderConfig;
  /** An endpoint of the provider, moved onto `config.url` when one is set. */
  endpoint(url: string): string;
}

/** The provider called `name` when it is switched on, else null (any unknown name too). */
export function findEnabledProvider(
  providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>>,
  name: string | null | undefined,
): EnabledProvider | null {
  const key = name?.toLowerCase() as OAuthProviderName | undefined;
  if (!key || !Object.hasOwn(specs, key)) return null;
  const config = providers[key];
  if (!config) return null;
  return {
    spec: specs[key],
    config,
    endpoint(url) {
      if (!config.url) return url;
      const original = new URL(url);
      return `${config.url}${original.pathname}${original.search}`;
    },
  };
}

/** The enabled provider whose OpenID issuer is `issuer` (Google's two spellings included). */
export function findProviderByIssuer(
  providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>>,
  issuer: string,
): EnabledProvider | null {
  for (const spec of Object.values(specs)) {
    const enabled = findEnabledProvider(providers, spec.name);
    if (enabled?.spec.oidc && issuerOf(enabled) === issuer) return enabled;
  }
  return null;
}

/** The issuer an enabled OIDC provider's ID tokens carry (its `url` when overridden). */
export function issuerOf(provider: EnabledProvider): string | null {
  if (!provider.spec.oidc) return null;
  return provider.config.url ?? provider.spec.oidc.issuer;
}
