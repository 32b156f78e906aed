import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCache, codeVersion, folderCache, keepDays } from '#lib/build-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A maker that counts its calls. */
function counting(bytes: string) {
  const made = { calls: 0, make: async () => (made.calls++, Buffer.from(bytes)) };
  return made;
}

const entries = (kind: string) => readdirSync(path.join(dir, kind)).map((name) => path.join(dir, kind, name));

describe('the build cache', () => {
  it('makes an entry once and gives back the same bytes for the same key', async () => {
    const cache = folderCache(dir, 'v1');
    const card = counting('jpeg bytes');
    expect((await cache.bytes('card', { headline: 'Skills' }, card.make)).toString()).toBe('jpeg bytes');
    expect((await cache.bytes('card', { headline: 'Skills' }, card.make)).toString()).toBe('jpeg bytes');
    expect(card.calls).toBe(1);
  });

  it('makes it anew when any part of its input changes, a file’s bytes included', async () => {
    const cache = folderCache(dir, 'v1');
    const card = counting('jpeg');
    await cache.bytes('card', ['Skills', Buffer.from('photo')], card.make);
    await cache.bytes('card', ['Skills', Buffer.from('photo, edited')], card.make);
    await cache.bytes('card', ['Projects', Buffer.from('photo')], card.make);
    await cache.bytes('pdf', ['Skills', Buffer.from('photo')], card.make);
    expect(card.calls).toBe(4);
  });

  it('makes it anew when the code that makes it changed', async () => {
    const card = counting('jpeg');
    await folderCache(dir, 'v1').bytes('card', 'Skills', card.make);
    await folderCache(dir, 'v2').bytes('card', 'Skills', card.make);
    expect(card.calls).toBe(2);
  });

  it('never gives back a damaged entry: it is made anew and replaced', async () => {
    const cache = folderCache(dir, 'v1');
    const card = counting('the card as made');
    await cache.bytes('card', 'Skills', card.make);
    const [file] = entries('card');
    const stored = readFileSync(file!);
    // One byte of the card changed on disk, then the entry cut short.
    stored[stored.length - 1]! ^= 1;
    writeFileSync(file!, stored);
    expect((await cache.bytes('card', 'Skills', card.make)).toString()).toBe('the card as made');
    writeFileSync(file!, stored.subarray(0, 10));
    expect((await cache.bytes('card', 'Skills', card.make)).toString()).toBe('the card as made');
    expect(card.calls).toBe(3);
    expect((await cache.bytes('card', 'Skills', card.make)).toString()).toBe('the card as made');
    expect(card.calls).toBe(3);
  });

  it('keeps what JSON holds', async () => {
    const cache = folderCache(dir, 'v1');
    let calls = 0;
    const make = async () => (calls++, { name: 'TypeScript', lines: [['const', 1]] });
    expect(await cache.json('code', ['ts', 'const x = 1'], make)).toEqual(await make());
    expect(await cache.json('code', ['ts', 'const x = 1'], make)).toEqual({
      name: 'TypeScript',
      lines: [['const', 1]],
    });
    expect(calls).toBe(2);
  });

  it('removes what no build has used for two weeks, and keeps what one used', async () => {
    const cache = folderCache(dir, 'v1');
    await cache.bytes('card', 'old', counting('old').make);
    await cache.bytes('card', 'used', counting('used').make);
    const long = new Date(Date.now() - (keepDays + 1) * 86_400_000);
    for (const file of entries('card')) utimesSync(file, long, long);
    // A build uses one of them again.
    await cache.bytes('card', 'used', counting('unused').make);
    await cache.prune();
    expect(entries('card')).toHaveLength(1);
    const again = counting('made again');
    expect((await cache.bytes('card', 'used', again.make)).toString()).toBe('used');
    expect((await cache.bytes('card', 'old', again.make)).toString()).toBe('made again');
  });

  it('prunes at most once a day, and again the day after', async () => {
    const cache = folderCache(dir, 'v1');
    await cache.bytes('card', 'old', counting('old').make);
    await cache.prune();
    const long = new Date(Date.now() - (keepDays + 1) * 86_400_000);
    for (const file of entries('card')) utimesSync(file, long, long);
    await cache.prune();
    expect(entries('card'), 'pruned an hour ago: not again').toHaveLength(1);
    await cache.prune(new Date(Date.now() + 86_400_000 + 60_000));
    expect(entries('card'), 'a day later').toHaveLength(0);
  });

  it('still makes every entry when its folder cannot be written', async () => {
    const blocked = path.join(dir, 'file');
    writeFileSync(blocked, 'not a folder');
    const cache = folderCache(blocked, 'v1');
    const card = counting('jpeg');
    expect((await cache.bytes('card', 'Skills', card.make)).toString()).toBe('jpeg');
    expect((await cache.bytes('card', 'Skills', card.make)).toString()).toBe('jpeg');
    expect(card.calls).toBe(2);
  });

  it('keeps nothing with BUILD_CACHE=off', async () => {
    process.env.BUILD_CACHE = 'off';
    try {
      const cache = buildCache(dir);
      const card = counting('jpeg');
      await cache.bytes('card', 'Skills', card.make);
      await cache.bytes('card', 'Skills', card.make);
      expect(card.calls).toBe(2);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      delete process.env.BUILD_CACHE;
    }
  });

  it('tells code apart by every source file, but not by what the build generates in src/', () => {
    const project = (name: string) => {
      const root = path.join(dir, name);
      for (const folder of ['scripts', 'src/content/generated', 'src/styles'])
        mkdirSync(path.join(root, folder), { recursive: true });
      writeFileSync(path.join(root, 'scripts/build.ts'), 'build();');
      writeFileSync(path.join(root, 'src/styles/palette.ts'), 'export const accent = "#b5532d";');
      writeFileSync(path.join(root, 'src/content/generated/jobs.ts'), 'export const jobs = [];');
      writeFileSync(path.join(root, 'package-lock.json'), '{}');
      return root;
    };
    const [same, edited, regenerated] = ['same', 'edited', 'regenerated'].map(project);
    writeFileSync(path.join(edited!, 'src/styles/palette.ts'), 'export const accent = "#2d6cb5";');
    writeFileSync(path.join(regenerated!, 'src/content/generated/jobs.ts'), 'export const jobs = [1];');
    const base = codeVersion(same!);
    expect(codeVersion(edited!)).not.toBe(base);
    expect(codeVersion(regenerated!)).toBe(base);
  });
});
