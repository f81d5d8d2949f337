/**
 * Test helper: a tiny store-api caller that keeps the context token like a browser session
 * would. For production code use the services adapter built on @shopware/api-client.
 */
export interface StoreApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  token: string | null;
  body: T;
}

export class StoreApiSession {
  token: string | null = null;

  constructor(
    readonly baseUrl: string,
    readonly accessKey: string | null,
    readonly headers: Record<string, string> = {},
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<StoreApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.accessKey ? { 'sw-access-key': this.accessKey } : {}),
        ...(this.token ? { 'sw-context-token': this.token } : {}),
        ...this.headers,
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const token = response.headers.get('sw-context-token');
    if (token) this.token = token;
    return { status: response.status, headers: response.headers, token, body: (text ? JSON.parse(text) : null) as T };
  }
}
