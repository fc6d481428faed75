/**
 * What a shopper typed, picked or ticked in a form before React hydrated its section (a quick
 * typist, the browser's autofill, a slow phone) is on screen but not in the form's state: React
 * leaves the value of a server-rendered control as it finds it, and the input events fired before
 * hydration reached no handler. Without this the form would submit what the server rendered
 * (empty fields) and refuse to continue while the fields show text.
 *
 * `keepTyped` reads the server's controls before hydration (hydration-plan.ts, loaded beside the
 * page's sections, so the first script does not carry this); then each section reports when it
 * has hydrated (hydration.ts's sectionHydrated, from PageShell). Right after that commit, every
 * newly hydrated control whose value is not the one React rendered is replayed as the shopper's
 * own change: React is told the rendered value, the typed one is put back and an input (a change
 * for a select, a click for a box) is dispatched, so the form's own onChange handler takes it into
 * its state, whichever form it is. One control at a time, each event's update rendered before the
 * next, so handlers that build on the values they rendered with lose nothing.
 */
import { onSectionHydrated } from './hydration.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The server's controls, in page order, read before hydration: each is looked at once, right
 * after it hydrated. Controls React renders itself later (another page, a section mounted
 * afresh) hold what React put there and are never replayed.
 */
let fromServer = new Set<Control>();
let queued = false;

/** Reads the server's controls under `root`; call once, before hydrateRoot. */
export function keepTyped(root: HTMLElement): void {
  fromServer = new Set(root.querySelectorAll<Control>('input, textarea, select'));
  onSectionHydrated(adoptTyped);
}

/** A section has hydrated (or mounted): replays, after this commit, what was typed into its controls. */
function adoptTyped(): void {
  if (queued || fromServer.size === 0) return;
  queued = true;
  // After the commit: an event's update then renders before the next one is dispatched.
  queueMicrotask(() => {
    queued = false;
    replayTyped();
  });
}

/** Controls that hold no typed value. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Replays the typed values of the server's controls that React has hydrated since the last call. */
function replayTyped(): void {
  // Every value is read before any is replayed: rendering one change may set the others' values
  // back to their (empty) state.
  const typed: Array<() => void> = [];
  for (const control of fromServer) {
    if (control.isConnected && !hydrated(control)) continue;
    fromServer.delete(control);
    const replay = control.isConnected ? typedInto(control) : null;
    if (replay) typed.push(replay);
  }
  for (const replay of typed) replay();
}

/** Whether React has taken the element over (it keeps its props on the element once hydrated or rendered). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** What the shopper put into the control, as the change that puts it into the form's state; null when nothing. */
function typedInto(control: Control): (() => void) | null {
  if (control instanceof HTMLSelectElement) {
    if (!selectChanged(control)) return null;
    const picked = [...control.options].map((option) => option.selected);
    return () => {
      picked.forEach((selected, i) => (control.options[i]!.selected = selected));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio group is replayed by the radio the shopper picked.
    const checked = control.checked;
    if (checked === control.defaultChecked || (control.type === 'radio' && !checked)) return null;
    return () => {
      // React notes the other state; the click turns the box to the shopper's, as a change.
      control.checked = !checked;
      control.click();
    };
  }
  if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return null;
  // React sets defaultValue to the value it rendered (at hydration and on every render).
  const value = control.value;
  if (value === control.defaultValue) return null;
  const selection = control === document.activeElement ? caret(control) : null;
  return () => {
    if (value === control.defaultValue) return;
    // Through React's own setter, which remembers the rendered value as the last one it knows...
    control.value = control.defaultValue;
    // ...and past it, so the input event below is a change to the typed value.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (selection) restoreCaret(control, selection);
  };
}

/** Whether the shopper picked another option than the one rendered (the first one when none was marked). */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const rendered = Math.max(
    options.findIndex((option) => option.defaultSelected),
    0,
  );
  return options.length > 0 && select.selectedIndex !== rendered;
}

function caret(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return control.selectionStart === null || control.selectionEnd === null ? null : [control.selectionStart, control.selectionEnd];
  } catch {
    return null; // e-mail and number inputs have no selection
  }
}

function restoreCaret(control: HTMLInputElement | HTMLTextAreaElement, [start, end]: [number, number]): void {
  try {
    control.setSelectionRange(start, end);
  } catch {
    // not a text control
  }
}
