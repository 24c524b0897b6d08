import type { Root } from 'react-dom/client';
import { getAuthDialogState, subscribeAuthDialog } from '../features/auth/lib/auth-dialog-store';
import { hasStoredSession } from '../lib/auth-storage';
import { subscribeToStoredSession } from './guide-document/stored-session';

/** What a visitor may press on a server-rendered page that needs the app: buttons and links that open a dialog. */
const PRESSABLE = 'button, a[aria-haspopup="dialog"]';

/** Where `element` sits under `root`: the index of each element on the way down. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `root`, if there is one. */
function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** What a press was on: its place in the page's `<main>`, its kind and its name. */
interface PressedControl {
  path: number[];
  tagName: string;
  name: string;
}

/** A control's name as a person reads it (its label, else its text). */
function nameOf(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isSameControl = (element: Element | null, pressed: PressedControl): element is HTMLElement =>
  !!element &&
  element.matches(PRESSABLE) &&
  element.tagName === pressed.tagName &&
  nameOf(element) === pressed.name;

/**
 * The app's control for a press on the server's HTML: the element at the same place in
 * `<main>` when it is the same control (same kind and name), else the one control of `<main>`
 * with that kind and name. The app may render more than the server did (a member's form above
 * a list): a press goes to the same control or to none, never to another one.
 */
function findPressed(main: Element, pressed: PressedControl): HTMLElement | null {
  const atPlace = elementAt(main, pressed.path);
  if (isSameControl(atPlace, pressed)) return atPlace;
  const named = Array.from(main.querySelectorAll(PRESSABLE)).filter((element) =>
    isSameControl(element, pressed),
  );
  return named.length === 1 ? (named[0] as HTMLElement) : null;
}

/** Fields a visitor may type in before the app has rendered (search boxes, forms). */
const TYPABLE =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Text typed in a field of the server's HTML, with the field's name and whether it had focus. */
interface TypedText {
  name: string;
  value: string;
  focused: boolean;
}

/** A field's name as a person reads it (its label), else its form name. */
function fieldNameOf(field: TextField): string {
  return (field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? field.name)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text typed into `<main>`'s fields (those whose text is no longer the page's own). */
function keepTypedText(main: Element): TypedText[] {
  return Array.from(main.querySelectorAll<TextField>(TYPABLE))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({
      name: fieldNameOf(field),
      value: field.value,
      focused: document.activeElement === field,
    }));
}

/**
 * Puts typed text into the app's field of the same name (when exactly one has it), as typing
 * would: through the element's own value setter and an `input` event, which React's
 * controlled fields listen to.
 */
function giveTypedText(main: Element, typed: readonly TypedText[]): void {
  const fields = Array.from(main.querySelectorAll<TextField>(TYPABLE));
  for (const text of typed) {
    const named = fields.filter((field) => fieldNameOf(field) === text.name);
    const field = named.length === 1 ? named[0]! : null;
    if (!field) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
      field,
      text.value,
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (text.focused) field.focus();
  }
}

/**
 * On a page whose root says `data-app-takeover` (members' posts and profiles, the home page,
 * activity and search),
 * the full app takes the server's HTML over:
 * - for members, at once when a session is stored, or as soon as one is (a sign-in here, once
 *   its dialog has closed, or in another tab);
 * - for visitors, only when they press one of the page's own buttons (more posts, follower
 *   lists, comments, 'Sign In to follow', a search's tabs): the app renders the same page and
 *   the press goes to the same control;
 * - a press (member or visitor) while the app loads is kept and given to the app's same control
 *   (same place in `<main>`, kind and name; or the only one of that kind and name) once it has
 *   rendered, never to another one; text typed meanwhile goes into the app's field of the same
 *   name.
 * Until then visitors download none of it. `islandRoots` are let go when the app renders, once
 * `islandsSettled` says their hydration (if begun) is done.
 */
export function prepareAppTakeover(islandRoots: Root[], islandsSettled: () => Promise<void>): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-app-takeover')) return;
  const main = root.querySelector('main');
  let takingOver: Promise<void> | null = null;
  // Text typed in the server's fields, read just before the app replaces them.
  let typed: TypedText[] = [];
  // Islands whose hydration has begun are let go only once it is done (React reports a root
  // unmounted while it hydrates).
  const takeOver = () =>
    (takingOver ??= Promise.all([import('./start-app'), islandsSettled()]).then(([{ startApp }]) =>
      startApp({
        takeOver: true,
        beforeRender: () => {
          typed = main ? keepTypedText(main) : [];
          islandRoots.splice(0).forEach((island) => island.unmount());
        },
      }),
    ));

  // A press on one of the server's controls before the app has rendered is kept (the last
  // one) and given to the app's same control once it has.
  let kept: PressedControl | null = null;
  function replayKept() {
    main?.removeEventListener('click', onPress, true);
    const appMain = root?.querySelector('main');
    if (appMain && typed.length > 0) giveTypedText(appMain, typed);
    typed = [];
    const press = kept;
    kept = null;
    // The press comes after the app has rendered the typed text (a search button submits it).
    setTimeout(() => {
      const pressed = press && appMain ? findPressed(appMain, press) : null;
      // Focus first, as a press does: tabs (Radix) select on focus or mouse-down, not on click.
      pressed?.focus();
      pressed?.click();
    }, 0);
  }
  const start = () => void takeOver().then(replayKept);
  function onPress(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest(PRESSABLE);
    if (!main || !button || !main.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    kept = { path: pathTo(main, button), tagName: button.tagName, name: nameOf(button) };
    // A visitor's press on one of the page's own controls is what starts the takeover.
    start();
  }
  main?.addEventListener('click', onPress, true);

  // Pages whose controls all need the app (filters, search boxes: `data-app-takeover="now"`,
  // the review and tips pages) are taken over at once, for visitors too; so are all pages for
  // members.
  if (hasStoredSession() || root.getAttribute('data-app-takeover') === 'now') {
    start();
    return;
  }
  // A sign-in on this page (the header's dialog) is finished before the app takes over: the
  // dialog may still ask for the second factor, or its half-finished session may be dropped.
  const takeOverOnceSignedIn = () => {
    if (!hasStoredSession() || getAuthDialogState().isOpen) return;
    stopWatchingSession();
    stopWatchingDialog();
    start();
  };
  const stopWatchingSession = subscribeToStoredSession(takeOverOnceSignedIn);
  const stopWatchingDialog = subscribeAuthDialog(takeOverOnceSignedIn);
}
