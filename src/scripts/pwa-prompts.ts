/**
 * The two quiet prompts of the installable storefront, loaded only when one is shown: "New version available"
 * with Refresh, and the install offer ("Not now" is for good). They sit at the bottom like a toast but stay until
 * answered. Refresh lets the waiting worker take over, then reloads this tab only: never by surprise. The words
 * are the page's (AppNotices.astro's template, in the page's language).
 */
import { visits } from '../stores/visits.ts';
import type { InstallPromptEvent } from './pwa.ts';

type Word = 'update' | 'refresh' | 'install' | 'installButton' | 'notNow';
const word = (key: Word) => document.querySelector<HTMLElement>('[data-app-prompt-words]')?.dataset[key] ?? '';

function prompt(name: string, message: string, actions: { label: string; run: () => void }[]): HTMLElement {
  document.querySelector(`[data-app-prompt="${name}"]`)?.remove();
  const el = document.createElement('div');
  el.className = 'app-prompt';
  el.dataset.appPrompt = name;
  el.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = message;
  el.append(text);
  for (const action of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    el.append(button);
  }
  document.body.append(el);
  return el;
}

export function offerUpdate(registration: ServiceWorkerRegistration): void {
  const el = prompt('update', word('update'), [
    {
      label: word('refresh'),
      run: () => {
        el.setAttribute('aria-busy', 'true');
        const waiting = registration.waiting;
        if (!waiting) return location.reload();
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  ]);
}

export function offerInstall(event: InstallPromptEvent): void {
  const el = prompt('install', word('install'), [
    {
      label: word('installButton'),
      run: () => {
        el.remove();
        void event.prompt();
        void event.userChoice.then(({ outcome }) => {
          if (outcome === 'accepted') visits.dismissInstall();
        });
      },
    },
    {
      label: word('notNow'),
      run: () => {
        visits.dismissInstall();
        el.remove();
      },
    },
  ]);
}
