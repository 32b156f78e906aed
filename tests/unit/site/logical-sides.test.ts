import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlAttributes } from '#src/lib/html-attributes.ts';

const srcDir = path.resolve(import.meta.dirname, '../../../src');

/**
 * Where a left or a right is meant as such: the tooltip is placed from the measured edges of the
 * window (tooltip.tsx), and the spinner's open side only turns.
 */
const physicalOnPurpose = new Set([
  'components/ui/tooltip.module.css',
  'components/contact/contact-form.module.css',
]);

const physicalSide =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right)\s*:|(?:text-align|float|clear):\s*(?:left|right)/m;

describe('a site in a language read from the right', () => {
  // The page says its direction, and every style uses the start and end of a line, not its left and
  // right (but those kept on purpose).
  it('is laid out from the right, by a line’s start and end', () => {
    expect(htmlAttributes('ar_EG')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(htmlAttributes('he_IL')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(htmlAttributes('en_US')).toEqual({ lang: 'en' });
    expect(htmlAttributes('ja_JP')).toEqual({ lang: 'ja' });

    const styles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    );
    expect(styles.length).toBeGreaterThan(10);
    const physical = styles
      .filter((file) => !physicalOnPurpose.has(file.split(path.sep).join('/')))
      .flatMap((file) =>
        readFileSync(path.join(srcDir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            physicalSide.test(line) ? [`${file}:${index + 1}  ${line.trim()}`] : [],
          ),
      );
    expect(physical).toEqual([]);
  });
});
