/**
 * A region named by its heading: the h2's id labels the section, so assistive tech lists the
 * region by that name. Without a title there is neither heading nor name.
 */
import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title?: string;
  /** The heading's id when the page gives it one; generated otherwise. */
  id?: string;
  className: string;
  titleClassName: string;
  children: ReactNode;
}

export function TitledSection({ title, id, className, titleClassName, children }: TitledSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={title ? headingId : undefined} className={className}>
      {title && (
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
