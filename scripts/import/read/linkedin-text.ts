/** LinkedIn's free-text cells read into JSON Resume's parts: descriptions, locations, websites. */
import { countryOf } from './country.ts';

/** A description's bullet lines (`•`, `-`, `*`, `–`) become highlights; the other lines its summary. */
export function splitDescription(text: string): { summary?: string; highlights: string[] } {
  const highlights: string[] = [];
  const prose: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const bullet = /^\s*[•●▪‣◦·*–—-]\s+(.+)$/.exec(line);
    if (bullet) highlights.push(bullet[1]!.trim());
    else prose.push(line.trimEnd());
  }
  const summary = prose
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { summary: summary === '' ? undefined : summary, highlights };
}

/** `[a,b]` or `a, b` → `['a', 'b']`. */
export function listOf(text: string): string[] {
  return text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `[PORTFOLIO:https://a.example,COMPANY:https://b.example]`, LinkedIn's list of typed websites. */
export function websitesOf(text: string): { kind: string; address: string }[] {
  return text
    .replace(/^\[|\]$/g, '')
    .split(/,(?=\s*[A-Z_]+:)|,\s*(?=https?:)/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const typed = /^([A-Z_]+):(?!\/\/)(.*)$/.exec(entry);
      return typed ? { kind: typed[1]!, address: typed[2]!.trim() } : { kind: '', address: entry };
    });
}

/** An absolute http(s) address, with `https://` added to a bare `www.example.com`. */
export function webAddress(text: string): string | undefined {
  const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (/\s/.test(candidate)) return undefined;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * LinkedIn's "Geo Location" (`Utrecht, Utrecht, Netherlands`, `Berlin, Germany`, `Greater Seattle
 * Area`): a last part that names a country becomes its code; before it, the city, then the region.
 */
export function splitLocation(text: string): { city?: string; region?: string; countryCode?: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const last = parts.at(-1);
  // LinkedIn writes the place in the member's interface language: "Estonie", "Deutschland".
  const code = last ? countryOf(last) : undefined;
  const rest = code ? parts.slice(0, -1) : parts;
  return {
    ...(rest[0] ? { city: rest[0] } : {}),
    ...(rest.length > 1 ? { region: rest.slice(1).join(', ') } : {}),
    ...(code ? { countryCode: code } : {}),
  };
}
