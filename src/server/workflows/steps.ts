/**
 * Named steps for the workflows, run in order as plain awaits. A step that a later failure must
 * undo registers its compensation beside it; when a step fails, the compensations of the steps
 * before it run, the latest first, and the step's error is thrown on, carrying the step's name
 * (`step`) for the error log. `commit()` marks the point of no return (a card charged): a failure
 * after it undoes nothing done before it.
 */
export type Step = <T>(name: string, run: () => Promise<T> | T, compensate?: (result: T) => Promise<void>) => Promise<T>;

export interface Steps {
  step: Step;
  commit(): void;
}

export function steps(): Steps {
  let undo: Array<() => Promise<void>> = [];
  return {
    async step<T>(name: string, run: () => Promise<T> | T, compensate?: (result: T) => Promise<void>): Promise<T> {
      let result: T;
      try {
        result = await run();
      } catch (err) {
        if (err instanceof Error && !('step' in err)) Object.assign(err, { step: name });
        const compensations = undo.reverse();
        undo = [];
        for (const compensation of compensations) await compensation();
        throw err;
      }
      if (compensate) undo.push(() => compensate(result));
      return result;
    },
    commit() {
      undo = [];
    },
  };
}
