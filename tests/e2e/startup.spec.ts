/**
 * What a page costs its visitor while the app starts. The first use of `Intl` makes a browser load
 * its locale data, 35–50 ms on one core, which a phone feels as a frozen page: the dates and numbers
 * the pages show are written out by the build (scripts/site/locale-texts.ts), so starting a page
 * formats nothing.
 */
import { expect, test } from './fixtures';

/** Counts every date, number, list or collation format made, and every `toLocale…String` call. */
function countFormats() {
  const counted = window as unknown as { formatsMade: string[] };
  counted.formatsMade = [];
  const made = (name: string) => counted.formatsMade.push(name);
  for (const name of [
    'DateTimeFormat',
    'NumberFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
  ] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const Counting = new Proxy(Original, {
      construct(target, args) {
        made(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        made(`Intl.${name}`);
        return Reflect.apply(target as unknown as (...values: unknown[]) => unknown, self, args);
      },
    });
    Object.defineProperty(Intl, name, { value: Counting, configurable: true, writable: true });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, method] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(owner, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        made(method);
        return original.apply(this, args);
      },
    });
  }
}

test('no page makes a date or number format while it starts', async ({ page, routes }) => {
  await page.addInitScript(countFormats);
  for (const route of routes) {
    await page.goto(route.path);
    expect(
      await page.evaluate(() => (window as unknown as { formatsMade: string[] }).formatsMade),
      route.path,
    ).toEqual([]);
  }
});
