/**
 * What a page-builder section component receives, and how the page shell finds the component
 * of a section type. The registry of section types sits above the features (page/registry.ts);
 * the composition roots hand its lookup to the shell through SectionsContext, so nothing in
 * app/ imports a feature.
 */
import { createContext, type ComponentType } from 'react';
import type { PagePayload } from '../../shared/contracts/page.ts';
import type { SectionBlock, SectionSettings, SectionType } from '../../shared/contracts/sections/section.ts';

/** The props of the component of section type T: its settings as the page payload's contract has them. */
export interface SectionProps<T extends SectionType> {
  settings: SectionSettings<T>;
  blocks?: SectionBlock[];
  page: PagePayload;
}

/**
 * A section component with its type erased. The registry pairs each component with its own
 * section type, so the shell hands it the settings of a section of that type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased on purpose; the registry's type pairs each component with its settings
export type SectionComponent = ComponentType<{ settings: any; blocks?: SectionBlock[]; page: PagePayload }>;

/** The loaded component of a section type; undefined for a type that is unknown or not loaded. */
export type SectionLookup = (type: string) => SectionComponent | undefined;

export const SectionsContext = createContext<SectionLookup>(() => undefined);
