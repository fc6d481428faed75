/** Per-request language and translator, read from the x-lang header, the path or Accept-Language. */
import type { FastifyRequest } from 'fastify';
import { createTranslator } from '../../../shared/i18n/i18n.ts';
import { LANG_HEADER } from '../../../shared/constants.ts';
import { isRouteLang, type RouteLang } from '../../../shared/routes.ts';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export function requestLang(request: FastifyRequest, defaultLang: RouteLang): RouteLang {
  const header = request.headers[LANG_HEADER];
  if (isRouteLang(header)) return header;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.split(';')[0].trim();
      if (isRouteLang(tag)) return tag;
      const base = tag.split('-')[0];
      if (tag.toLowerCase() === 'zh-hk' || tag.toLowerCase() === 'zh-tw') return tag.toLowerCase() === 'zh-hk' ? 'zh-HK' : 'zh-TW';
      if (isRouteLang(base)) return base;
    }
  }
  return defaultLang;
}

export function translatorFor(lang: string): Translate {
  return createTranslator(lang).t;
}
