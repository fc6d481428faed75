/** The language chooser: the site's languages first, then the other route languages. */
import { useId } from 'react';
import { useLocation } from 'react-router';
import { loadCatalogue } from '../../../shared/i18n/i18n.ts';
import { ROUTE_LANGS, switchLanguage, type RouteLang } from '../../../shared/routes.ts';
import { useAppNavigate } from '../../app/navigation.tsx';
import { useLang, useSite, useT } from '../../app/site.tsx';

export function LanguageChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const site = useSite();
  const { lang } = useLang();
  const location = useLocation();
  const navigate = useAppNavigate();
  const langs: RouteLang[] = [...site.siteLangs, ...ROUTE_LANGS.filter((l) => !site.siteLangs.includes(l))];

  const change = async (next: RouteLang) => {
    // The texts of the new language load before its page renders, so it never flashes English.
    await loadCatalogue(next).catch(() => undefined);
    navigate(switchLanguage(location.pathname, next) + location.search);
  };

  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(e) => void change(e.target.value as RouteLang)}
        className="max-w-40 rounded-theme border border-border bg-white px-2 py-1 text-sm"
      >
        {langs.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
