import * as oauth from 'oauth4webapi';

export interface OAuthOptions {
  /** The server's origin, which is also its OAuth issuer. */
  baseUrl: string;
  clientId: string;
  /** A confidential app's secret (client_secret_basic). Leave it out in a browser or mobile app. */
  clientSecret?: string;
  /** One of the app's registered redirect URIs. */
  redirectUri: string;
  /** Allows `http://` (a local test server only; production is https). */
  allowInsecureRequests?: boolean;
}

/** A token endpoint answer, camelCased. */
export interface OAuthTokens {
  accessToken: string;
  tokenType: string;
  expiresIn?: number;
  refreshToken?: string;
  scope?: string;
  idToken?: string;
}

/** What to keep (in the user's session) between `authorizationUrl` and `exchangeCode`. */
export interface PendingAuthorization {
  url: URL;
  codeVerifier: string;
  state: string;
}

function camelCased(answer: oauth.TokenEndpointResponse): OAuthTokens {
  return {
    accessToken: answer.access_token,
    tokenType: answer.token_type,
    ...(answer.expires_in === undefined ? {} : { expiresIn: answer.expires_in }),
    ...(answer.refresh_token === undefined ? {} : { refreshToken: answer.refresh_token }),
    ...(answer.scope === undefined ? {} : { scope: answer.scope }),
    ...(answer.id_token === undefined ? {} : { idToken: answer.id_token }),
  };
}

/**
 * OAuth 2.0 authorization code with PKCE against the platform's authorization server, on panva's
 * oauth4webapi (Node and browsers): build the authorization URL, exchange the code the customer
 * comes back with, refresh. Use the access token as `new OpenBanking({ accessToken, baseUrl })`.
 */
export class OpenBankingOAuth {
  readonly #server: oauth.AuthorizationServer;
  readonly #client: oauth.Client;
  readonly #auth: oauth.ClientAuth;
  readonly #options: OAuthOptions;

  private constructor(server: oauth.AuthorizationServer, options: OAuthOptions) {
    this.#server = server;
    this.#client = { client_id: options.clientId };
    this.#auth = options.clientSecret ? oauth.ClientSecretBasic(options.clientSecret) : oauth.None();
    this.#options = options;
  }

  #requestOptions() {
    return { [oauth.allowInsecureRequests]: this.#options.allowInsecureRequests ?? false };
  }

  /** Reads the server's metadata (`/.well-known/openid-configuration`). */
  static async discover(options: OAuthOptions): Promise<OpenBankingOAuth> {
    const issuer = new URL(options.baseUrl);
    const insecure = { [oauth.allowInsecureRequests]: options.allowInsecureRequests ?? false };
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure });
    return new OpenBankingOAuth(await oauth.processDiscoveryResponse(issuer, response), options);
  }

  /**
   * Where to send the customer: the authorization endpoint with a fresh PKCE verifier (S256) and
   * state. Keep `codeVerifier` and `state` for `exchangeCode`. Add `offline_access` to `scope`
   * for a refresh token.
   */
  async authorizationUrl(request: { scope: string; state?: string; extra?: Record<string, string> }) {
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = request.state ?? oauth.generateRandomState();
    const endpoint = this.#server.authorization_endpoint;
    if (!endpoint) throw new TypeError('The server advertises no authorization endpoint');
    const url = new URL(endpoint);
    const parameters = {
      client_id: this.#options.clientId,
      redirect_uri: this.#options.redirectUri,
      response_type: 'code',
      scope: request.scope,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...request.extra,
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return { url, codeVerifier, state } satisfies PendingAuthorization;
  }

  /**
   * Exchanges the code of the redirect back to your app (its full URL) for tokens, after checking
   * its state. An `error=access_denied` redirect (the customer refused) throws.
   */
  async exchangeCode(callbackUrl: string | URL, pending: { codeVerifier: string; state: string }) {
    const parameters = oauth.validateAuthResponse(this.#server, this.#client, new URL(callbackUrl), pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      this.#server,
      this.#client,
      this.#auth,
      parameters,
      this.#options.redirectUri,
      pending.codeVerifier,
      this.#requestOptions(),
    );
    return camelCased(await oauth.processAuthorizationCodeResponse(this.#server, this.#client, response));
  }

  /** New tokens from a refresh token (the old refresh token may be rotated: keep the new one). */
  async refresh(refreshToken: string): Promise<OAuthTokens> {
    const response = await oauth.refreshTokenGrantRequest(
      this.#server,
      this.#client,
      this.#auth,
      refreshToken,
      this.#requestOptions(),
    );
    return camelCased(await oauth.processRefreshTokenResponse(this.#server, this.#client, response));
  }
}
