/**
 * The dev server's settling of content saves (src/build/settled-content.ts), on a watcher of its own and a
 * folder of its own, with the clock under the test's hand: a save's burst of changes reaches Astro and our
 * readers once, when quiet, and each write of Astro's data store after it is announced once it is past Astro's
 * 1 s echo window, a second write included.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleContentChanges, whenContentSettled } from '../../src/build/settled-content.ts';

const START = 1_800_000_000_000;
let folder: string;
let contentDir: string;
let dataStore: string;
let page: string;
let watcher: EventEmitter;
/** Every change the watcher carried, as [ms since START, file]. */
let changes: [number, string][];

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-settled-'));
  contentDir = path.join(folder, 'src/content/');
  dataStore = path.join(folder, '.astro/data-store.json');
  page = path.join(contentDir, 'pages/hi/privacy-policy.md');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.mkdirSync(path.dirname(dataStore), { recursive: true });
  storeWritten(-60_000);
  watcher = new EventEmitter();
  changes = [];
  watcher.on('change', (file: string) => changes.push([Date.now() - START, file]));
  settleContentChanges({ watcher }, { contentDir, dataStore });
});

afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Astro writing its data store at `at` ms since START. */
function storeWritten(at: number) {
  fs.writeFileSync(dataStore, '{}');
  fs.utimesSync(dataStore, (START + at) / 1000, (START + at) / 1000);
}

/** Runs the clock to `at` ms since START. */
const until = (at: number) => vi.advanceTimersByTime(START + at - Date.now());
const announced = (file: string) => changes.filter(([, changed]) => changed === file).map(([at]) => at);

describe('a save in npm run dev', () => {
  it('an emptied file, then its text 20 ms later: Astro and our readers hear it again once, 150 ms after', () => {
    const heard: [number, string][] = [];
    whenContentSettled({ watcher }, (file) => heard.push([Date.now() - START, file]));
    watcher.emit('change', page);
    until(20);
    watcher.emit('change', page);
    until(5_000);
    expect(announced(page)).toEqual([0, 20, 170]);
    expect(heard).toEqual([[170, page]]);
  });

  it('a file outside the content folder is left alone', () => {
    const config = path.join(folder, 'astro.config.mjs');
    watcher.emit('change', config);
    until(12_000);
    expect(changes).toEqual([[0, config]]);
  });

  it('the data store’s write after it is announced once Astro’s 1 s echo window has passed', () => {
    watcher.emit('change', page);
    until(650);
    storeWritten(650);
    until(12_000);
    // Looked at every 500 ms from the settled change at 150: at 1,650 the write is 1,000 ms old, at 2,150 past
    // the 1,100 ms window.
    expect(announced(dataStore)).toEqual([2_150]);
  });

  it('no write of the data store (the text was unchanged): nothing more is announced', () => {
    watcher.emit('change', page);
    until(12_000);
    expect(announced(dataStore)).toEqual([]);
    expect(announced(page)).toEqual([0, 150]);
  });

  it('a save settling after the store’s write for the one before was announced: its own write is announced too', () => {
    // A file put back at 0, written into the store at 650; the next save at 1,600, written into the store at 2,300.
    watcher.emit('change', page);
    until(650);
    storeWritten(650);
    until(1_600);
    watcher.emit('change', page);
    until(2_300);
    storeWritten(2_300);
    until(15_000);
    // The looks restart with the second settled change (1,750): at 2,250 the first write is past its window, at
    // 3,750 the second (3,250 was 950 ms after it).
    expect(announced(page)).toEqual([0, 150, 1_600, 1_750]);
    expect(announced(dataStore)).toEqual([2_250, 3_750]);
  });

  it('the store written twice before a look: the latest write is announced, once', () => {
    watcher.emit('change', page);
    until(650);
    storeWritten(650);
    until(1_000);
    storeWritten(1_000);
    until(15_000);
    expect(announced(dataStore)).toEqual([2_150]);
  });
});
