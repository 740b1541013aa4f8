import { expect, type Locator } from '@playwright/test';

/** Waits until the island holding this element has hydrated (Astro removes its `ssr` attribute then). */
export async function hydrated(inside: Locator): Promise<void> {
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}
