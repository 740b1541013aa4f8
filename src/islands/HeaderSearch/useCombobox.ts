/**
 * The header search's combobox behaviour (a text box with a listbox popup): whether the popup is open, which
 * option is active (aria-activedescendant), and the keys. In the box, ArrowDown/ArrowUp open the popup or move
 * through the options (wrapping back to the box), Enter chooses the active option (without one the form
 * submits), Escape closes the popup and a second Escape clears the box; Escape anywhere in the popup closes it
 * and returns to the box. Focus leaving the search, or a click outside it, closes the popup.
 */
import {
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type LiHTMLAttributes,
  type MouseEvent,
  type RefObject,
} from 'react';
import { moveActive } from '../../lib/rules/search.ts';

/** What every option row of the listbox is handed: its id, role, selection state, handlers and class. */
export type OptionProps = LiHTMLAttributes<HTMLLIElement> & { id: string; role: 'option'; 'aria-selected': boolean };

type Options = {
  /** The search's root element: focus or a click outside it closes the popup. */
  rootRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The popup has something to show (when open). */
  hasContent: boolean;
  /** Options in the open list. */
  count: number;
  /** The element id of option `index`. */
  optionId: (index: number) => string;
  /** The box holds text (a second Escape clears it). */
  hasText: boolean;
  choose: (index: number) => void;
  /** Clears the box without opening the popup. */
  clearText: () => void;
};

export function useCombobox({ rootRef, inputRef, hasContent, count, optionId, hasText, choose, clearText }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const visible = open && hasContent;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!visible) setOpen(true);
        else setActive(moveActive(active, count, event.key));
        return;
      case 'Enter':
        if (visible && active >= 0 && active < count) {
          event.preventDefault();
          choose(active);
        }
        return; // otherwise the form submits: run the search
      case 'Escape':
        // The first Escape only closes the popup; the second clears the box.
        event.preventDefault();
        if (visible) close();
        else if (hasText) clearText();
        return;
    }
  }

  function onPopupKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    inputRef.current?.focus();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    // Tab leaves normally: focus moving out of the search closes the popup (a window switch does not).
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  }

  /** Option `index`: pointing at it makes it active, a click chooses it (the press keeps focus in the box). */
  function optionProps(index: number): OptionProps {
    return {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => index !== active && setActive(index),
      onClick: () => index < count && choose(index),
    };
  }

  // A click anywhere outside closes the popup.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible, rootRef]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  return { setOpen, visible, active, setActive, close, optionProps, onInputKeyDown, onPopupKeyDown, onBlur };
}
