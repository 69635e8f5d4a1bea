import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadingTime, type ReadingTarget } from './useReadingTime';

const TOKEN = 'tok-abc';
const VISIT = 'visit-7';
const TIME_URL = `${window.location.origin}/api/v1/shares/${TOKEN}/visits/${VISIT}/time`;

let visibility: DocumentVisibilityState = 'visible';
let beacons: { url: string; data: Blob }[] = [];
let fetchSpy: ReturnType<typeof spyOnFetch>;

const spyOnFetch = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The reports sent while the page is open, as [address, body]. */
const requests = () =>
  fetchSpy.mock.calls.map(([url, init]) => [
    String(url),
    JSON.parse(String(init?.body)) as unknown,
    init?.keepalive ?? false,
  ]);

/** The beacons, their bodies read. */
const beaconBodies = async () =>
  Promise.all(
    beacons.map(async ({ url, data }) => [
      url,
      data.type,
      JSON.parse(await data.text()) as unknown,
    ]),
  );

const at = (itemNo: number | null): ReadingTarget => ({ token: TOKEN, visit: VISIT, itemNo });

beforeEach(() => {
  visibility = 'visible';
  beacons = [];
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: vi.fn((url: string, data: Blob) => {
      beacons.push({ url, data });
      return true;
    }),
  });
  fetchSpy = spyOnFetch();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  // Back to jsdom's own (the prototype's) visibility and no beacon.
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('useReadingTime', () => {
  it('reports 15 s of the list every 15 s while the tab is visible, and nothing while hidden', async () => {
    renderHook(() => useReadingTime(at(null)));
    vi.advanceTimersByTime(14_999);
    expect(requests()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests()).toEqual([[TIME_URL, { seconds: 15 }, false]]);
    vi.advanceTimersByTime(15_000);
    expect(requests()).toHaveLength(2);

    // Hidden 7 s after the last report: those 7 s go by beacon, then nothing is counted.
    vi.advanceTimersByTime(7_000);
    setVisibility('hidden');
    expect(await beaconBodies()).toEqual([[TIME_URL, 'application/json', { seconds: 7 }]]);
    vi.advanceTimersByTime(120_000);
    expect(requests()).toHaveLength(2);
    expect(beacons).toHaveLength(1);

    // Visible again: counting starts over from now.
    setVisibility('visible');
    vi.advanceTimersByTime(15_000);
    expect(requests()).toEqual([
      [TIME_URL, { seconds: 15 }, false],
      [TIME_URL, { seconds: 15 }, false],
      [TIME_URL, { seconds: 15 }, false],
    ]);
  });

  it('reports the page shown by its item_no, and the rest of its time when another page opens', async () => {
    const { rerender, unmount } = renderHook(({ itemNo }) => useReadingTime(at(itemNo)), {
      initialProps: { itemNo: 103 as number | null },
    });
    vi.advanceTimersByTime(15_000);
    expect(requests()).toEqual([[TIME_URL, { item_no: 103, seconds: 15 }, false]]);

    vi.advanceTimersByTime(4_000);
    rerender({ itemNo: 104 });
    expect(await beaconBodies()).toEqual([
      [TIME_URL, 'application/json', { item_no: 103, seconds: 4 }],
    ]);
    vi.advanceTimersByTime(15_000);
    expect(requests().at(-1)).toEqual([TIME_URL, { item_no: 104, seconds: 15 }, false]);

    // Back to the list (the page left): the page's last 9 s.
    vi.advanceTimersByTime(9_000);
    rerender({ itemNo: null });
    vi.advanceTimersByTime(2_000);
    unmount();
    expect((await beaconBodies()).map(([, , body]) => body)).toEqual([
      { item_no: 103, seconds: 4 },
      { item_no: 104, seconds: 9 },
      { seconds: 2 },
    ]);
  });

  it('sends the rest once when the page is closed, at most 60 s, and nothing under a second', async () => {
    renderHook(() => useReadingTime(at(null)));
    // The machine slept: far more than a report may add has passed without a tick.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(await beaconBodies()).toEqual([[TIME_URL, 'application/json', { seconds: 60 }]]);

    setVisibility('visible');
    vi.advanceTimersByTime(400);
    setVisibility('hidden');
    expect(beacons).toHaveLength(1);
  });

  it('falls back to a request kept alive when there is no beacon, or the beacon is refused', () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    const { unmount } = renderHook(() => useReadingTime(at(105)));
    vi.advanceTimersByTime(5_000);
    setVisibility('hidden');
    expect(requests()).toEqual([[TIME_URL, { item_no: 105, seconds: 5 }, true]]);
    unmount();

    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      writable: true,
      value: vi.fn(() => false),
    });
    setVisibility('visible');
    renderHook(() => useReadingTime(at(null)));
    vi.advanceTimersByTime(3_000);
    setVisibility('hidden');
    expect(requests().at(-1)).toEqual([TIME_URL, { seconds: 3 }, true]);
  });

  it('counts nothing without a visit, nor while the page opens hidden', () => {
    const { rerender } = renderHook(({ target }) => useReadingTime(target), {
      initialProps: { target: null as ReadingTarget | null },
    });
    vi.advanceTimersByTime(60_000);
    setVisibility('hidden');
    expect(requests()).toEqual([]);

    rerender({ target: at(null) });
    vi.advanceTimersByTime(60_000);
    expect(requests()).toEqual([]);
    expect(beacons).toEqual([]);

    setVisibility('visible');
    vi.advanceTimersByTime(15_000);
    expect(requests()).toEqual([[TIME_URL, { seconds: 15 }, false]]);
  });
});
