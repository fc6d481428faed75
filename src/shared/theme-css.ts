/** The theme config (spec §3) as CSS variables on :root, read by the storefront's styles. */
import type { ThemeConfig } from './contracts/site.ts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Theme values are merchant input: keep only characters a CSS value needs. */
const safe = (value: string | number) => String(value).replace(/[^\w\s#%.,()"'\-/+]/g, '');

export function themeCss(theme: ThemeConfig): string {
  const vars: string[] = [];
  for (const [key, value] of Object.entries(theme.colors)) vars.push(`--c-${kebab(key)}:${safe(value)}`);
  vars.push(`--font-family:${safe(theme.fonts.family)}`);
  vars.push(`--font-title-family:${safe(theme.fonts.titleFamily ?? theme.fonts.family)}`);
  vars.push(`--font-weight-normal:${safe(theme.fonts.weights.normal)}`, `--font-weight-title:${safe(theme.fonts.weights.title)}`);
  vars.push(`--font-size-base:${safe(theme.fonts.sizes.base)}`, `--font-size-title:${safe(theme.fonts.sizes.title)}`);
  vars.push(`--block-space:${safe(theme.blockSpace)}`, `--radius:${safe(theme.borderRadius)}`);
  vars.push(`--container-padding:${safe(theme.container.padding)}`, `--product-image-ratio:${safe(theme.product.imageRatio)}`);
  return `:root{${vars.join(';')}}`;
}
