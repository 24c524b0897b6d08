import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '../../../common/limits';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Renders the toast store with Radix Toast: 5000 ms, swipe right past 50 px to dismiss. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 transition-opacity duration-200',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            )}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
