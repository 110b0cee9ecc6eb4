'use client';

import { useRef, useState } from 'react';
import { useDeferredHydrated } from '@/components/ui/use-hydrated';

/**
 * The state of a disclosure (a button that shows and hides a panel) shared by the phone menu and the
 * desktop menu groups: the props of the wrapper (its data attributes switch the CSS fallback off once
 * hydrated) and of the button, and a close that hands focus back to the button.
 */
export function useDisclosure(panelId: string) {
  const [open, setOpen] = useState(false);
  const enhanced = useDeferredHydrated();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    triggerRef,
    rootProps: { 'data-open': open || undefined, 'data-enhanced': enhanced || undefined },
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    } as const,
    closeToTrigger: () => {
      setOpen(false);
      triggerRef.current?.focus();
    },
  };
}
