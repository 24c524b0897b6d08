import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

/** What a deferred popup's module renders: the whole menu or dialog around the given trigger. */
export type PopupComponent<P> = ComponentType<P & { trigger: ReactElement; defaultOpen: boolean }>;

/** Loads a popup's module; pass a function declared once (it keys the module's cache). */
export type PopupLoader<P> = () => Promise<{ default: PopupComponent<P> }>;

interface TriggerProps {
  autoFocus?: boolean;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

const loadedPopups = new Map<PopupLoader<never>, PopupComponent<never>>();
const pendingPopups = new Map<PopupLoader<never>, Promise<PopupComponent<never>>>();

function loadPopup<P>(load: PopupLoader<P>): Promise<PopupComponent<P>> {
  const key = load as PopupLoader<never>;
  let pending = pendingPopups.get(key);
  if (!pending) {
    pending = load().then((module) => {
      loadedPopups.set(key, module.default as PopupComponent<never>);
      return module.default as PopupComponent<never>;
    });
    pending.catch(() => pendingPopups.delete(key));
    pendingPopups.set(key, pending);
  }
  return pending as Promise<PopupComponent<P>>;
}

/**
 * A menu or dialog whose code (Radix, its focus handling and positioning) arrives only when it is
 * about to be used, so pages do not download it on their first load. Until then the trigger is
 * shown as it will look; hovering or focusing it starts the download, and pressing it opens the
 * popup as soon as the code is here (with the trigger keeping the focus).
 */
export function DeferredPopup<P extends object>({
  trigger,
  load,
  popupProps,
  kind = 'menu',
}: {
  trigger: ReactElement<TriggerProps>;
  load: PopupLoader<P>;
  popupProps: P;
  kind?: 'menu' | 'dialog';
}) {
  const [Popup, setPopup] = useState(() => loadedPopups.get(load as PopupLoader<never>));
  const [isWanted, setIsWanted] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  useEffect(() => {
    if (!isWanted || Popup) return;
    let isCurrent = true;
    loadPopup(load).then(
      (component) => isCurrent && setPopup(() => component as PopupComponent<never>),
      // Offline: the next hover, focus or press tries again.
      () => isCurrent && setIsWanted(false),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, Popup, load]);

  if (Popup) {
    const LoadedPopup = Popup as PopupComponent<P>;
    return (
      <LoadedPopup
        {...popupProps}
        trigger={isFocused ? cloneElement(trigger, { autoFocus: true }) : trigger}
        defaultOpen={openRequested}
      />
    );
  }

  return cloneElement(trigger, {
    'aria-haspopup': kind,
    'aria-expanded': false,
    onPointerEnter: () => setIsWanted(true),
    onFocus: () => {
      setIsFocused(true);
      setIsWanted(true);
    },
    onBlur: () => setIsFocused(false),
    onClick: () => {
      setOpenRequested(true);
      setIsWanted(true);
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' && kind === 'menu') {
        event.preventDefault();
        setOpenRequested(true);
        setIsWanted(true);
      }
    },
  });
}
