/** A small spinning ring; announced only when given a label (inside a button it is decoration). */
export function Spinner({ label, className = 'size-4' }: { label?: string; className?: string }) {
  return (
    <span
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}
