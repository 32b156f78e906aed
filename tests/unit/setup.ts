/**
 * Every unit test fails on a `console.error` it did not ask for: React reports failed renders, act()
 * misuse and bad props there, and a test that passes over one hides a defect. A test that expects an
 * error spies on `console.error` itself (`vi.spyOn(console, 'error')`), which this never sees.
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

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
