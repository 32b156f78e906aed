import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { removeBuild } from '#outputs/atomic-output.ts';
import { builtHeaders } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { contentDirVariable } from '#site-content/content.ts';
import { turnstileScript } from '#src/lib/contact-service.ts';
import { contactForm, sampleMessage, type ContactFormCopy } from './contact-form';
import { expect, projectDir, test } from './fixtures';
import { typescriptArgs } from '#lib/project-dir.ts';

/**
 * Each contact service preset, built as an owner configures it, against a local stand-in for the
 * service that records every request: what a visitor's message becomes must be the request the
 * service documents (method, content type, fields, honeypot), with JavaScript and without, and the
 * policy must admit the service's origin and nothing else. The stand-in answers as the service
 * does: CORS for the page's own requests, a thank-you page for a plain form post. (The owner's own
 * JSON endpoint is covered by contact-delivery.spec.ts.)
 */
interface Recorded {
  method: string;
  path: string;
  contentType: string;
  accept: string;
  body: string;
}

interface Preset {
  name: string;
  /** The build's settings, for a stand-in at `standIn` (an origin). */
  settings(standIn: string): Record<string, string>;
  /** Where the service takes messages: the stand-in, or (Netlify Forms) the site itself. */
  atSite: boolean;
  /** The path the stand-in is posted to. */
  path: string;
  /** What the page's request carries: content type, and the fields (`trap` is the honeypot's value). */
  json: boolean;
  fields(message: Message, trap: string, token?: string): Record<string, unknown>;
  /** The plain form post's fields, without JavaScript. */
  postedFields(message: Message): Record<string, string>;
  /** Fills the honeypot as a bot would. */
  fillTrap(page: Page): Promise<void>;
  /** Turnstile's site key, when the preset switches it on. */
  turnstile?: string;
}

type Message = ReturnType<typeof sampleMessage>;
const accessKey = '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f';
const turnstileKey = '1x00000000000000000000AA';
const fillText = (name: string) => (page: Page) =>
  page.locator(`input[name="${name}"]`).fill('https://spam.example.com', { force: true });

const presets: Preset[] = [
  {
    name: 'Formspree',
    settings: (standIn) => ({
      VITE_CONTACT_SERVICE: 'formspree',
      VITE_CONTACT_ENDPOINT: `${standIn}/f/test-form`,
    }),
    atSite: false,
    path: '/f/test-form',
    json: true,
    fields: (message, trap) => ({ ...message, _gotcha: trap }),
    postedFields: (message) => ({ ...message, _gotcha: '' }),
    fillTrap: fillText('_gotcha'),
  },
  {
    name: 'Web3Forms with Turnstile',
    settings: (standIn) => ({
      VITE_CONTACT_SERVICE: 'web3forms',
      VITE_CONTACT_ENDPOINT: `${standIn}/submit`,
      VITE_WEB3FORMS_ACCESS_KEY: accessKey,
      VITE_TURNSTILE_SITE_KEY: turnstileKey,
    }),
    atSite: false,
    path: '/submit',
    json: true,
    fields: (message, trap, token) => ({
      access_key: accessKey,
      ...message,
      botcheck: trap !== '',
      'cf-turnstile-response': token,
    }),
    // A ticked checkbox is sent, an unticked one is not; Turnstile needs JavaScript.
    postedFields: (message) => ({ access_key: accessKey, ...message }),
    // Out of sight, the checkbox takes no clicks: a bot ticks it in the page.
    fillTrap: (page) =>
      page.locator('input[name="botcheck"]').evaluate((input: HTMLInputElement) => {
        input.checked = true;
      }),
    turnstile: turnstileKey,
  },
  {
    name: 'Netlify Forms',
    settings: () => ({ VITE_CONTACT_SERVICE: 'netlify' }),
    atSite: true,
    path: '/contact',
    json: false,
    fields: (message, trap) => ({ 'form-name': 'contact', ...message, 'bot-field': trap }),
    postedFields: (message) => ({ 'form-name': 'contact', ...message, 'bot-field': '' }),
    fillTrap: fillText('bot-field'),
  },
];

/** A stand-in for Turnstile's script: renders a "widget" that puts a token in the form. */
const fakeTurnstile = `
  window.turnstile = {
    render(container, options) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'cf-turnstile-response';
      input.value = 'token-for-' + options.sitekey;
      container.append(input);
      return 'widget-1';
    },
    reset() {},
    remove() {},
  };
`;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const thankYou = (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Thank you, your message was sent.</h1>');

for (const preset of presets) {
  test.describe(preset.name, () => {
    test.describe.configure({ mode: 'serial', timeout: 60_000 });
    let copy: ContactFormCopy;
    let message: Message;
    let distDir: string;
    let origin: string;
    let standInOrigin: string;
    const servers: Server[] = [];
    let received: Recorded[] = [];

    const record = async (request: IncomingMessage, response: ServerResponse) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        accept: request.headers.accept ?? '',
        body: await readBody(request),
      });
      thankYou(response);
    };

    test.beforeAll(async ({ contentDir, content }) => {
      test.setTimeout(240_000);
      copy = content.contactPage.form;
      message = sampleMessage(copy);
      const standIn = createServer((request, response) => {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Headers', 'content-type, accept');
        if (request.method === 'OPTIONS') return void response.writeHead(204).end();
        void record(request, response);
      });
      servers.push(standIn);
      // A free port, known before the build that writes it into the page.
      standInOrigin = await listen(standIn);
      distDir = path.join(projectDir, `dist-service-${new URL(standInOrigin).port}`);
      await promisify(execFile)(
        process.execPath,
        [...typescriptArgs, 'scripts/outputs/build.ts', '--out-dir', distDir],
        {
          cwd: projectDir,
          env: { ...process.env, ...preset.settings(standInOrigin), [contentDirVariable]: contentDir },
        },
      );
      // Netlify takes form posts at the site itself; every other request gets the built site.
      const site = createStaticServer({ dir: distDir, headers: builtHeaders(distDir) });
      const host = createServer((request, response) => {
        if (preset.atSite && request.method === 'POST') return void record(request, response);
        site.emit('request', request, response);
      });
      servers.push(host);
      origin = await listen(host);
    });

    test.afterAll(async () => {
      for (const server of servers) server.close();
      if (distDir) await removeBuild(distDir);
    });

    test.beforeEach(async ({ page }) => {
      received = [];
      await page.route(turnstileScript, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: fakeTurnstile }),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
    });

    test('the policy admits the service’s origin and nothing else', async ({ request }) => {
      const policy = (await request.get(`${origin}/contact`)).headers()['content-security-policy']!;
      const target = preset.atSite ? '' : ` ${standInOrigin}`;
      expect(policy).toContain(`connect-src 'self'${target};`);
      expect(policy).toContain(`form-action 'self'${target};`);
      if (preset.turnstile) {
        expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/challenges\.cloudflare\.com;/);
        expect(policy).toContain('frame-src https://challenges.cloudflare.com;');
      } else {
        expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
        expect(policy).not.toContain('frame-src');
      }
      expect(policy).not.toContain('mailto:');
    });

    test('a message goes out as the service documents it, and the form clears', async ({ page }) => {
      await page.goto(`${origin}/contact`);
      await contactForm(page, copy).fill(message);
      await contactForm(page, copy).submit.click();
      await expect(page.getByRole('status')).toContainText(copy.success.title);
      expect(received).toHaveLength(1);
      const [sent] = received;
      expect(sent!.method).toBe('POST');
      expect(sent!.path).toBe(preset.path);
      const token = preset.turnstile ? `token-for-${preset.turnstile}` : undefined;
      const expected = JSON.parse(JSON.stringify(preset.fields(message, '', token))) as unknown;
      if (preset.json) {
        expect(sent!.contentType).toBe('application/json');
        expect(sent!.accept).toBe('application/json');
        expect(JSON.parse(sent!.body)).toEqual(expected);
      } else {
        expect(sent!.contentType).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(sent!.body))).toEqual(expected);
      }
      await expect(contactForm(page, copy).field('name')).toHaveValue('');
    });

    test('what fills the honeypot reaches the service under the name it filters on', async ({ page }) => {
      await page.goto(`${origin}/contact`);
      await contactForm(page, copy).fill(message);
      await preset.fillTrap(page);
      await contactForm(page, copy).submit.click();
      await expect(page.getByRole('status')).toContainText(copy.success.title);
      const token = preset.turnstile ? `token-for-${preset.turnstile}` : undefined;
      const trap = preset.name === 'Web3Forms with Turnstile' ? 'on' : 'https://spam.example.com';
      const expected = JSON.parse(JSON.stringify(preset.fields(message, trap, token))) as unknown;
      const body = received[0]!.body;
      expect(preset.json ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body))).toEqual(
        expected,
      );
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false, waitForHydration: false });

      // Urlencoded, as a form without JavaScript posts, where the service takes them.
      test('the form posts the same fields to the service', async ({ page }) => {
        await page.goto(`${origin}/contact`);
        await contactForm(page, copy).fill(message);
        await contactForm(page, copy).submit.click();
        await expect(page.getByRole('heading', { name: /your message was sent/ })).toBeVisible();
        expect(received).toHaveLength(1);
        expect(received[0]!.method).toBe('POST');
        expect(received[0]!.path).toBe(preset.path);
        expect(received[0]!.contentType).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual(
          preset.postedFields(message),
        );
      });
    });

    if (preset.atSite) {
      test('the prerendered form carries what Netlify’s build looks for', async ({ request }) => {
        const html = await (await request.get(`${origin}/contact`)).text();
        const form = new JSDOM(html).window.document.querySelector('form[data-netlify="true"]');
        expect(form).not.toBeNull();
        expect(form!.getAttribute('name')).toBe('contact');
        expect(form!.getAttribute('method')).toBe('post');
        expect(form!.hasAttribute('action')).toBe(false);
        expect(form!.getAttribute('netlify-honeypot')).toBe('bot-field');
        expect(form!.querySelector('input[type="hidden"][name="form-name"]')?.getAttribute('value')).toBe(
          'contact',
        );
        expect(form!.querySelector('input[name="bot-field"]')).not.toBeNull();
      });
    }
  });
}
