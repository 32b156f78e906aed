// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadData, useLoadedData, type DataLoader } from '#src/lib/lazy-data.ts';

afterEach(cleanup);

/** A loader that resolves when the test says so, counting its calls. */
function controlledLoader(value: string) {
  let resolve!: (text: string) => void;
  const loader = Object.assign(
    () => {
      loader.calls += 1;
      return new Promise<string>((done) => (resolve = done));
    },
    { calls: 0, finish: () => resolve(value) },
  );
  return loader;
}

function Shown({ load }: { load: DataLoader<string> }) {
  return <p>{useLoadedData(load)}</p>;
}

describe('data that loads with its page', () => {
  it('renders at once when preloaded, and loads once however often asked', async () => {
    const load = controlledLoader('The problem');
    const preloading = preloadData(load);
    void preloadData(load);
    load.finish();
    expect(await preloading).toBe('The problem');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Shown load={load} />
      </Suspense>,
    );
    // Nothing suspended: the first render already holds the value, as a hydrating page must.
    expect(screen.getByText('The problem')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load.calls).toBe(1);
  });

  it('suspends until it has loaded when the page was not prepared', async () => {
    const load = controlledLoader('The approach');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Shown load={load} />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => load.finish());
    expect(await screen.findByText('The approach')).toBeTruthy();
    expect(load.calls).toBe(1);
  });
});
