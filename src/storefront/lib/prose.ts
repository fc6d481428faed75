/** Typography for server-sanitised HTML (rich text, descriptions), without a plugin. */
export const PROSE = [
  'leading-relaxed text-text',
  '[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-2xl [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-xl [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold [&_em]:italic',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-theme [&_hr]:my-8 [&_hr]:border-border',
  '[&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left',
].join(' ');
