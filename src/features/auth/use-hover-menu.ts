import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/** Public-site §9: the profile menu closes 200 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 200;

/**
 * Open state of a hover menu (public-site §2.2): a mouse opens it by hovering and it closes 200 ms
 * after the pointer leaves; a click (or Enter, Space, a tap) toggles it, and a click on the trigger
 * of a hover-opened menu pins it open; a click outside and Escape close it.
 */
export function useHoverMenu(
  rootRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !open) return;
    cancelClose();
    timer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    cancelClose();
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, rootRef, triggerRef]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, close, onPointerEnter, onPointerLeave, onTriggerClick };
}
