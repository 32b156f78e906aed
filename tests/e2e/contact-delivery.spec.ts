import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { removeBuild } from '#outputs/atomic-output.ts';
import { builtHeaders } from '#outputs/hosts/host-config.ts';
import { createStaticServer, listen } from '#tooling/serve/static-server.ts';
import { contentDirVariable } from '#site-content/content.ts';
import { contactForm, sampleMessage, type ContactFormCopy } from './contact-form';
import { expect, test } from './fixtures';
import { typescriptArgs } from '#lib/project-dir.ts';

/**
 * The contact form with a delivery endpoint configured at build time, against a local receiver that
 * answers as told: accept, fail with 500, drop the connection, or hold its answer until the test
 * lets it go.
 */
const projectDir = path.resolve(import.meta.dirname, '../..');
let receiverPort: number;
let endpoint: string;
let distDir: string;

type Mode = 'accept' | 'fail' | 'drop' | 'hold';
let mode: Mode = 'accept';
/** In `hold` mode: called when a message has arrived, and the call that lets its answer go. */
let messageArrived = () => {};
let releaseAnswer = () => {};
let received: { contentType: string; body: string }[] = [];
// Only the messages: a browser that lands on the receiver's page also asks it for a favicon.
const isMessage = (request: IncomingMessage) => request.method === 'POST';
let receiver: Server;
let site: Server;
let origin: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let copy: ContactFormCopy;
let message: ReturnType<typeof sampleMessage>;

test.beforeAll(async ({ contentDir, content }) => {
  test.setTimeout(240_000);
  copy = content.contactPage.form;
  message = sampleMessage(copy);
  receiver = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, accept');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const body = await readBody(request);
    if (mode === 'drop') return request.socket.destroy();
    if (isMessage(request)) received.push({ contentType: request.headers['content-type'] ?? '', body });
    if (mode === 'hold') {
      const released = new Promise<void>((resolve) => (releaseAnswer = resolve));
      messageArrived();
      await released;
    }
    if (mode === 'fail') return response.writeHead(500).end('{"error":"unavailable"}');
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end('<h1>Thank you, your message was sent.</h1>');
  });
  // A free port, known before the build that writes it into the page; a build of its own for each
  // project's run.
  receiverPort = Number(new URL(await listen(receiver)).port);
  endpoint = `http://127.0.0.1:${receiverPort}/messages`;
  distDir = path.join(projectDir, `dist-endpoint-${receiverPort}`);
  await promisify(execFile)(
    process.execPath,
    [...typescriptArgs, 'scripts/outputs/build.ts', '--out-dir', distDir],
    {
      cwd: projectDir,
      env: { ...process.env, VITE_CONTACT_ENDPOINT: endpoint, [contentDirVariable]: contentDir },
    },
  );
  site = createStaticServer({ dir: distDir, headers: builtHeaders(distDir) });
  origin = await listen(site);
});

test.afterAll(async () => {
  receiver?.close();
  site?.close();
  await removeBuild(distDir);
});

test.beforeEach(() => {
  mode = 'accept';
  received = [];
});

const fillForm = (page: Page) => contactForm(page, copy).fill(message);
const submit = (page: Page) => contactForm(page, copy).submit;

async function expectFormKept(page: Page) {
  const form = contactForm(page, copy);
  await expect(form.field('name')).toHaveValue(message.name);
  await expect(form.field('subject')).toHaveValue(message.subject);
  await expect(form.field('message')).toHaveValue(message.message);
  if (message.projectType) await expect(form.field('projectType')).toHaveValue(message.projectType);
}

test('the policy admits the endpoint for connections and form posts, and nothing else', async ({
  request,
}) => {
  const policy = (await request.get(`${origin}/contact`)).headers()['content-security-policy'];
  expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${receiverPort};`);
  expect(policy).toContain(`form-action 'self' http://127.0.0.1:${receiverPort};`);
  // Scripts: the site's files and the head script, by its hash; the endpoint adds none.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
  const page = await (await request.get(`${origin}/contact`)).text();
  const metaPolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1];
  expect(metaPolicy).toContain(`connect-src 'self' http://127.0.0.1:${receiverPort};`);
  expect(metaPolicy).toContain(`form-action 'self' http://127.0.0.1:${receiverPort}`);
});

test('a message is delivered as JSON and the form clears', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective}`),
    );
  });
  await page.goto(`${origin}/contact`);
  await fillForm(page);
  await submit(page).click();
  await expect(page.getByRole('status')).toContainText(copy.success.title);
  expect(received).toHaveLength(1);
  expect(received[0]!.contentType).toBe('application/json');
  expect(JSON.parse(received[0]!.body)).toEqual({ ...message, website: '' });
  await expect(contactForm(page, copy).field('name')).toHaveValue('');
});

test.describe('when delivery fails', () => {
  test.use({
    expectedConsoleErrors:
      /The message could not be sent|Failed to load resource|ERR_EMPTY_RESPONSE|Failed to fetch/,
  });

  for (const failure of ['fail', 'drop'] as const) {
    test(`${failure === 'fail' ? 'a 500 answer' : 'a dropped connection'} shows the error and keeps the text`, async ({
      page,
      consoleMessages,
    }) => {
      mode = failure;
      await page.goto(`${origin}/contact`);
      await fillForm(page);
      await submit(page).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(copy.error.title);
      await expect(alert).toContainText(copy.error.text);
      await expectFormKept(page);
      await expect(submit(page)).toBeEnabled();
      expect(consoleMessages.some((entry) => /The message could not be sent/.test(entry.text()))).toBe(true);
    });
  }
});

test('a slow endpoint keeps the form sending until it answers', async ({ page }) => {
  mode = 'hold';
  const arrived = new Promise<void>((resolve) => (messageArrived = resolve));
  await page.goto(`${origin}/contact`);
  await fillForm(page);
  await submit(page).click();
  // The endpoint has the message and has not answered: the form is still sending.
  await arrived;
  await expect(contactForm(page, copy).sending).toBeDisabled();
  await expect(page.getByText(copy.success.title)).toBeHidden();
  releaseAnswer();
  await expect(page.getByRole('status')).toContainText(copy.success.title);
});

test('a draft survives a reload until it is sent', async ({ page }) => {
  await page.goto(`${origin}/contact`);
  await fillForm(page);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectFormKept(page);
  await submit(page).click();
  await expect(page.getByRole('status')).toContainText(copy.success.title);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(contactForm(page, copy).field('name')).toHaveValue('');
});

test('the honeypot is out of sight and out of reach, and what fills it reaches the endpoint', async ({
  page,
}) => {
  await page.goto(`${origin}/contact`);
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  expect(await trap.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
  expect(await trap.evaluate((element) => element.parentElement!.getBoundingClientRect().width <= 1)).toBe(
    true,
  );
  await fillForm(page);
  await trap.fill('https://spam.example.com', { force: true });
  await submit(page).click();
  await expect(page.getByRole('status')).toContainText(copy.success.title);
  expect(received).toHaveLength(1);
  expect(JSON.parse(received[0]!.body)).toEqual({ ...message, website: 'https://spam.example.com' });
});

test('a message has a generous cap, and the form says when it is reached', async ({ page }) => {
  await page.goto(`${origin}/contact`);
  const box = contactForm(page, copy).field('message');
  const cap = Number(await box.getAttribute('maxlength'));
  expect(cap).toBeGreaterThanOrEqual(5000);
  await box.fill('x'.repeat(cap + 100));
  await expect(box).toHaveValue('x'.repeat(cap));
  // The counter keeps its form; a note joins it, and the box points at both.
  const [count, note] = (await box.getAttribute('aria-describedby'))!.split(' ');
  await expect(page.locator(`[id="${count}"]`)).toHaveText(
    copy.counter.replace('{count}', String(cap)).replace('{limit}', String(copy.messageLimit)),
  );
  await expect(page.locator(`[id="${note}"]`)).toBeVisible();
  await expect(page.locator(`[id="${note}"]`)).not.toBeEmpty();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the form posts straight to the endpoint', async ({ page }) => {
    await page.goto(`${origin}/contact`);
    await fillForm(page);
    await submit(page).click();
    await expect(page.getByRole('heading', { name: /your message was sent/ })).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(received[0]!.body));
    expect(fields).toEqual({ ...message, website: '' });
  });
});
