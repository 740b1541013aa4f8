/**
 * Before Lighthouse: every /cdn picture the measured pages name (src and every srcset width) is asked for once,
 * so a demo picture not drawn yet (server/demo-art.ts draws each the first time it is asked for) is a file
 * when Lighthouse loads the page, and its figures are the page's, not the drawing's.
 */
const CDN_URL = /\/cdn\/[^\s"',)]+\.webp/g;

/** Asks for each picture the pages name; returns how many distinct pictures that was. */
export async function warmDemoArt(base: string, pages: string[]): Promise<number> {
  const pictures = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(page)).text();
    for (const [address] of html.matchAll(CDN_URL)) pictures.add(address);
  }
  for (const address of pictures) await (await fetch(`${base}${address}`)).arrayBuffer();
  return pictures.size;
}
