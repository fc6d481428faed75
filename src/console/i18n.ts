/** The console's language: chosen in the header, kept in the browser, sent with every call. */
import { createContext, useContext } from 'react';
import { CONSOLE_LANGS, consoleCatalogues, type ConsoleLang } from './messages.ts';

const STORAGE_KEY = 'console.lang';

export function isConsoleLang(value: unknown): value is ConsoleLang {
  return CONSOLE_LANGS.some((l) => l.lang === value);
}

export function initialLang(serverLang: string): ConsoleLang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (isConsoleLang(stored)) return stored;
  return isConsoleLang(serverLang) ? serverLang : 'en';
}

export function rememberLang(lang: ConsoleLang) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page */
  }
}

/** A text by its dotted key (`orders.tabs.all`), with `{name}` placeholders filled. */
export function translate(lang: ConsoleLang, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = consoleCatalogues[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export const LangContext = createContext<{ lang: ConsoleLang; setLang(lang: ConsoleLang): void }>({ lang: 'en', setLang: () => undefined });

export function useT() {
  const { lang } = useContext(LangContext);
  return (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
}

export function useLang() {
  return useContext(LangContext);
}
