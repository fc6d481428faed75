/** A content section's call to action: a link, shown once the merchant has set both its label and its target. */
import { Link } from '../../components/Link.tsx';

export interface CallToActionContent {
  label: string;
  href: string;
}

export function CallToAction({ cta, className }: { cta?: CallToActionContent; className: string }) {
  if (!cta?.label || !cta.href) return null;
  return (
    <Link href={cta.href} className={className}>
      {cta.label}
    </Link>
  );
}
