/**
 * Every unit test fails on a `console.error` it did not ask for: React reports failed renders, act()
 * misuse and bad props there, and a test that passes over one hides a defect. A test that expects an
 * error spies on `console.error` itself (`vi.spyOn(console, 'error')`), which this never sees.
 * And every unit test fails whose full title is too long to read at a glance.
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';
import { overlongTitles, titleLimit } from '../support/test-titles.ts';

const original = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0)
    throw new Error(`The test wrote to console.error:\n${logged.map((line) => `  ${line}`).join('\n')}`);
});

// The browser tests' titles are held to the same by test-titles.test.ts.
beforeEach(({ task }) => {
  const [long] = overlongTitles([task.fullTestName]);
  if (long)
    throw new Error(
      `The test's full title is longer than ${titleLimit} characters; say it shorter:\n  ${long}`,
    );
});
