/**
 * Stand-in of Salesforce Web-to-Case, the contact form's provider. It behaves as the provider's
 * servlet does for a browser:
 *
 * - `POST /servlet/servlet.WebToCase` takes a native form post (`application/x-www-form-urlencoded`,
 *   no JSON, no CORS preflight) whose fields are case field names and custom field ids.
 * - The hidden `orgid` must name a known organisation. An unknown or missing one is dropped
 *   silently with an empty 200 page, as the provider does (it shows no error page).
 * - An organisation with a captcha key requires `captcha_settings` with that key name and a
 *   `g-recaptcha-response` the captcha service confirms (each token once). A failing case is
 *   not created, and the browser is still sent to `retURL`: the visitor cannot tell.
 * - A created case is kept durably (a restart keeps it; concurrent posts are all kept), then
 *   the browser is sent to `retURL` with a 302.
 *
 * `GET /__emulator/cases` lists the stored cases (tests), `GET /__emulator/dropped` the posts
 * that were dropped and why; faults are injected like in the other emulators.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type EmulatorRequest, type FaultSettings, Router, addControlRoutes, noFaults, serve } from '../common/http';
import { DurableState } from '../common/state';

export interface WebToCaseOrg {
  /** The 15-character organisation id ('00D...'). */
  orgId: string;
  /** Key name the org's captcha key pair is registered under; no captcha check when absent. */
  captchaKeyName?: string;
}

export interface StoredCase {
  /** Case id, shaped like the provider's ('500...'). */
  id: string;
  orgId: string;
  receivedAt: string;
  /** Every posted field under its posted name, except the captcha response and routing fields. */
  fields: Record<string, string>;
}

export interface DroppedPost {
  receivedAt: string;
  reason: 'unknown-org' | 'captcha-missing' | 'captcha-invalid' | 'captcha-settings-invalid';
  orgId: string;
}

interface SalesforceState {
  cases: StoredCase[];
}

export interface SalesforceEmulatorOptions {
  orgs: readonly WebToCaseOrg[];
  port?: number;
  host?: string;
  /** Google-style `siteverify` address of the captcha service (the third-party stand-in's). */
  captchaVerifyUrl?: string;
  /** Where cases are kept across restarts; in memory only when absent. */
  stateFile?: string;
  faults?: Partial<FaultSettings>;
}

/** Fields that steer the servlet rather than describe the case; never stored on it. */
const controlFields = new Set(['orgid', 'retURL', 'g-recaptcha-response', 'encoding', 'debug', 'debugEmail']);

const html = (body: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=UTF-8' },
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Web-to-Case</title></head><body>${body}</body></html>`,
});

function formOf(req: EmulatorRequest): URLSearchParams | undefined {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  return new URLSearchParams(req.rawBody.toString('utf8'));
}

/** `captcha_settings` is a JSON string; its key name must match the org's. */
function captchaKeyNameOf(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const settings = JSON.parse(raw) as { keyname?: unknown };
    return typeof settings.keyname === 'string' ? settings.keyname : undefined;
  } catch {
    return undefined;
  }
}

async function captchaConfirms(verifyUrl: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: 'web-to-case-org-secret', response: token }).toString(),
    });
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

/** A relative or non-http return address is not followed: the provider needs an absolute URL. */
function returnUrlOf(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export async function startSalesforceEmulator(options: SalesforceEmulatorOptions) {
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const orgs = new Map(options.orgs.map((org) => [org.orgId, org]));
  const captchaVerifyUrl =
    options.captchaVerifyUrl ??
    `http://127.0.0.1:${process.env.THIRD_PARTY_EMULATOR_PORT ?? 4300}/recaptcha/api/siteverify`;
  const state = new DurableState<SalesforceState>(options.stateFile, () => ({ cases: [] }));
  const dropped: DroppedPost[] = [];
  const router = new Router();
  addControlRoutes(router, faults, () => ({
    service: 'salesforce web-to-case',
    orgs: [...orgs.keys()],
    cases: state.current.cases.length,
  }));
  router.add('GET', '/__emulator/cases', (req) => {
    const orgId = req.url.searchParams.get('orgId');
    const cases = state.current.cases.filter((entry) => !orgId || entry.orgId === orgId);
    return { status: 200, body: { cases } };
  });
  router.add('GET', '/__emulator/dropped', () => ({ status: 200, body: { dropped } }));

  router.add('POST', '/servlet/servlet.WebToCase', async (req) => {
    const form = formOf(req) ?? new URLSearchParams();
    const orgId = form.get('orgid') ?? '';
    const receivedAt = new Date().toISOString();
    const org = orgs.get(orgId);
    if (!org) {
      dropped.push({ receivedAt, reason: 'unknown-org', orgId });
      return html('');
    }
    const returnUrl = returnUrlOf(form.get('retURL'));
    const answer = returnUrl ? { status: 302, headers: { location: returnUrl } } : html('');
    if (org.captchaKeyName !== undefined) {
      const token = form.get('g-recaptcha-response') ?? '';
      if (captchaKeyNameOf(form.get('captcha_settings')) !== org.captchaKeyName) {
        dropped.push({ receivedAt, reason: 'captcha-settings-invalid', orgId });
        return answer;
      }
      if (token === '') {
        dropped.push({ receivedAt, reason: 'captcha-missing', orgId });
        return answer;
      }
      if (!(await captchaConfirms(captchaVerifyUrl, token))) {
        dropped.push({ receivedAt, reason: 'captcha-invalid', orgId });
        return answer;
      }
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (!controlFields.has(name)) fields[name] = value;
    }
    await state.update((current) => {
      current.cases.push({ id: `500${randomBytes(6).toString('hex')}`.slice(0, 15), orgId, receivedAt, fields });
    });
    return answer;
  });

  const running = await serve(
    {
      name: 'salesforce',
      router,
      faults,
      faultResponse: (status) => ({
        status,
        headers: { 'content-type': 'text/html; charset=UTF-8' },
        body: status === 429 ? 'Too Many Requests' : 'Service Unavailable',
      }),
      notFound: () => ({ status: 404, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: 'Not Found' }),
    },
    options.port ?? Number(process.env.SALESFORCE_EMULATOR_PORT ?? 4400),
    options.host,
  );
  return { ...running, faults, dropped };
}

/** Where `npm run emulators` keeps the cases. */
export const defaultSalesforceStateFile = () => path.resolve('.emulator-state/salesforce.json');
