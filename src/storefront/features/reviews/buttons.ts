/** The feature's button looks: the main action, and the quieter ones beside it. */
export const PRIMARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-theme bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 disabled:opacity-60';
export const SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-theme border border-border bg-white px-5 py-2 hover:border-primary hover:text-primary';
export const QUIET = 'inline-flex min-h-11 items-center text-sm font-medium text-primary underline hover:no-underline';
