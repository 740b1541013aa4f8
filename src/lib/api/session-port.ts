/**
 * Where the API client finds the shopper's session. A tiny module of its own, so the session store can hand
 * its tokens over (src/stores/session.ts) without pulling the API client into a visitor's first load.
 */
export type Session = {
  access: () => string;
  refresh: () => string;
  save: (accessToken: string, refreshToken: string) => void;
  clear: () => void;
  /** Called after refresh failed and both tokens were removed. */
  onSignedOut: () => void;
};

/** No tokens: a visitor, or code that never connected a session (the build, tests). */
const visitor: Session = {
  access: () => '',
  refresh: () => '',
  save: () => {},
  clear: () => {},
  onSignedOut: () => {},
};
let session: Session = visitor;

/** Hands the API client its session; the browser does this once, in src/stores/session.ts. */
export function connectSession(next: Session) {
  session = next;
}

export const currentSession = (): Session => session;
