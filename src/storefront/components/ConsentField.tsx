/** The sign-up consent checkbox; the privacy policy and the terms are links inside its label. */
import { forwardRef, useId } from 'react';
import { Link } from '../app/navigation.tsx';
import { useHref, useT } from '../app/site.tsx';
import { splitPlaceholders } from '../lib/placeholders.ts';

interface ConsentFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string | null;
}

export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField({ checked, onChange, error }, ref) {
  const t = useT();
  const id = useId();
  const href = useHref();
  const links = {
    privacy: { href: href({ type: 'page', slug: 'privacy' }), label: t('auth.privacyPolicy') },
    terms: { href: href({ type: 'page', slug: 'terms' }), label: t('auth.termsOfService') },
  };
  const parts = splitPlaceholders((vars) => t('auth.agree', vars), ['privacy', 'terms']);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name="agree"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          {parts.map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <Link key={i} href={links[part.name as keyof typeof links].href} target="_blank" className="text-primary underline">
                {links[part.name as keyof typeof links].label}
              </Link>
            ),
          )}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
