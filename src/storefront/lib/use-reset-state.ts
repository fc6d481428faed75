/**
 * State that goes back to `initial` whenever one of `deps` changes (a new page's value replaces
 * what the shopper picked or typed on the old one). The reset happens while rendering, React's
 * "storing information from previous renders", so there is no effect and no extra paint.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';

export function useResetState<T>(initial: T, deps: readonly unknown[]): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(deps);
  if (deps.length !== seen.length || deps.some((dep, i) => !Object.is(dep, seen[i]))) {
    setSeen(deps);
    setState(initial);
  }
  return [state, setState];
}
