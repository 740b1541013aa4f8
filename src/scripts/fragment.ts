/**
 * An HTML fragment of the site's own (pre-rendered marketplace sections, a paged listing's cards), parsed:
 * a failed answer throws, naming the path, so each caller keeps what it shows and says so.
 */
export async function fetchFragment(path: string): Promise<Document> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
