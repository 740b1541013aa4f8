/** Reads a _redirects file and matches a path against it (":name" placeholders, a trailing "*" splat). */
import type { RedirectRule } from './rules.ts';

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      const code = Number.parseInt(status, 10);
      if (!from || !to || ![200, 301, 302].includes(code)) return [];
      return [{ from, to, status: code as RedirectRule['status'] }];
    });
}

export type RedirectMatch = { to: string; status: RedirectRule['status'] };

const segments = (path: string) => path.split('/').filter(Boolean);

/** First rule that matches wins; a trailing slash on the request is ignored. */
export function matchRedirect(rules: RedirectRule[], pathname: string): RedirectMatch | null {
  const parts = segments(pathname);
  for (const rule of rules) {
    const params = matchPattern(segments(rule.from), parts);
    if (!params) continue;
    const to = rule.to
      .replace(/:splat\b/g, params.splat ?? '')
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    return { to, status: rule.status };
  }
  return null;
}

/** Placeholders capture one segment; a final "*" captures the rest (as :splat). */
function matchPattern(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*' && i === pattern.length - 1) {
      params.splat = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
    else if (segment !== part) return null;
  }
  return parts.length === pattern.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
