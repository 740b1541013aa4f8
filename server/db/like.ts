/** An ILIKE pattern that matches the text anywhere, with the shopper's %, _ and \\ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
}
