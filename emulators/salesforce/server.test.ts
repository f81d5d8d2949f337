import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startThirdPartyEmulator } from '../thirdparty/server';
import { type StoredCase, startSalesforceEmulator } from './server';

const org = { orgId: '00D5J000000TeSt', captchaKeyName: 'TestRecaptcha' };
const returnUrl = 'http://shop.example/nl-nl/contact/';

type Running<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let thirdParty: Running<typeof startThirdPartyEmulator>;
let salesforce: Running<typeof startSalesforceEmulator>;
let stateFile: string;

async function startSalesforce() {
  return startSalesforceEmulator({
    orgs: [org],
    port: 0,
    stateFile,
    captchaVerifyUrl: `${thirdParty.url}/recaptcha/api/siteverify`,
  });
}

beforeEach(async () => {
  stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'web-to-case-')), 'cases.json');
  thirdParty = await startThirdPartyEmulator({ port: 0 });
  salesforce = await startSalesforce();
});

afterEach(async () => {
  await salesforce.close();
  await thirdParty.close();
});

/** What the widget does when the box is ticked: a token from the captcha stand-in. */
async function solveCaptcha(): Promise<string> {
  const response = await fetch(`${thirdParty.url}/recaptcha/api2/userverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'k=site-key&hostname=shop.example',
  });
  return ((await response.json()) as { token: string }).token;
}

function post(fields: Record<string, string>) {
  return fetch(`${salesforce.url}/servlet/servlet.WebToCase?encoding=UTF-8`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const caseFields = (token: string, subject = 'Bell rings twice') => ({
  orgid: org.orgId,
  retURL: returnUrl,
  captcha_settings: JSON.stringify({ keyname: org.captchaKeyName, fallback: 'true', orgId: org.orgId, ts: '1' }),
  'g-recaptcha-response': token,
  subject,
  description: 'Since Tuesday.',
  email: 'fiets@example.nl',
  '00N5J00000A1fNm': 'Joris',
});

async function cases(): Promise<StoredCase[]> {
  const response = await fetch(`${salesforce.url}/__emulator/cases`);
  return ((await response.json()) as { cases: StoredCase[] }).cases;
}

describe('web-to-case stand-in', () => {
  it('stores a case with a confirmed captcha and sends the browser back with a 302', async () => {
    const response = await post(caseFields(await solveCaptcha()));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(returnUrl);
    const [stored] = await cases();
    expect(stored?.orgId).toBe(org.orgId);
    expect(stored?.id).toMatch(/^500[0-9a-f]{12}$/);
    expect(stored?.fields).toMatchObject({ subject: 'Bell rings twice', '00N5J00000A1fNm': 'Joris' });
    expect(stored?.fields).not.toHaveProperty('g-recaptcha-response');
    expect(stored?.fields).not.toHaveProperty('orgid');
  });

  it('drops a post of an unknown org with an empty page, as the provider does', async () => {
    const response = await post({ ...caseFields(await solveCaptcha()), orgid: '00D000000000BAD' });
    expect(response.status).toBe(200);
    expect(await cases()).toEqual([]);
  });

  it('drops a post without a captcha response, with a wrong key name, or with a used token', async () => {
    const token = await solveCaptcha();
    expect((await post({ ...caseFields(''), subject: 'no captcha' })).status).toBe(302);
    const wrongKey = { ...caseFields(token), captcha_settings: '{"keyname":"Other"}' };
    expect((await post(wrongKey)).status).toBe(302);
    expect(await cases()).toEqual([]);
    await post(caseFields(token));
    await post(caseFields(token, 'again'));
    expect((await cases()).map((entry) => entry.fields.subject)).toEqual(['Bell rings twice']);
    const reasons = (await (await fetch(`${salesforce.url}/__emulator/dropped`)).json()) as {
      dropped: { reason: string }[];
    };
    expect(reasons.dropped.map((entry) => entry.reason)).toEqual([
      'captcha-missing',
      'captcha-settings-invalid',
      'captcha-invalid',
    ]);
  });

  it('drops a post whose captcha token has expired', async () => {
    await fetch(`${thirdParty.url}/__emulator/captcha`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expiryMs: 0 }),
    });
    const token = await solveCaptcha();
    const verify = await fetch(`${thirdParty.url}/recaptcha/api/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `secret=s&response=${token}`,
    });
    expect(await verify.json()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    await post(caseFields(token));
    expect(await cases()).toEqual([]);
  });

  it('ignores a JSON body: only a native form post is read', async () => {
    const response = await fetch(`${salesforce.url}/servlet/servlet.WebToCase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(caseFields(await solveCaptcha())),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await cases()).toEqual([]);
  });

  it('keeps every one of concurrent posts, and keeps them across a restart', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, () => solveCaptcha()));
    const answers = await Promise.all(tokens.map((token, index) => post(caseFields(token, `case ${index}`))));
    expect(answers.every((answer) => answer.status === 302)).toBe(true);
    await salesforce.close();
    salesforce = await startSalesforce();
    const subjects = (await cases()).map((entry) => entry.fields.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, index) => `case ${index}`).sort());
  });

  it('injects faults like the other emulators', async () => {
    await fetch(`${salesforce.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate5xx: 1 }),
    });
    expect((await post(caseFields(await solveCaptcha()))).status).toBe(503);
    expect(await cases()).toEqual([]);
  });
});
