/** Shows the toasts raised from any island through the toast store: icon, message, gone after 3 s. */
import { $toasts } from '../stores/toasts.ts';

const ICON: Record<string, string> = {
  success: '<path d="M20 6 9 17l-5-5"/>',
  error: '<circle cx="12" cy="12" r="9"/><path d="m15 9-6 6M9 9l6 6"/>',
  warning: '<path d="M12 3 2 20h20z"/><path d="M12 10v4M12 17h.01"/>',
};

export function initToaster(): void {
  const root = document.querySelector<HTMLElement>('[data-toaster]')!;
  $toasts.subscribe((toasts) => {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const el of root.querySelectorAll<HTMLElement>('[data-toast]')) {
      if (!shown.has(el.dataset.toast!)) el.remove();
    }
    for (const t of toasts) {
      if (root.querySelector(`[data-toast="${t.id}"]`)) continue;
      const el = document.createElement('div');
      el.className = `toast toast-${t.kind}`;
      el.dataset.toast = String(t.id);
      el.setAttribute('role', t.kind === 'success' ? 'status' : 'alert');
      el.innerHTML = `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICON[t.kind]}</svg><span></span>`;
      el.querySelector('span')!.textContent = t.message;
      root.append(el);
    }
  });
}
