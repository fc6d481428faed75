/** The scenes the banner and article pictures can show (drawn by scene-images.ts). */
export const SCENES = ['rail', 'shop-window', 'knitwear', 'beach', 'gifts', 'washing-line', 'leather-bench', 'pottery-shelf', 'bath-shelf'] as const;
export type Scene = (typeof SCENES)[number];
