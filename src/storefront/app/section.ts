/**
 * What a page-builder section component receives, and how the page shell finds the component
 * of a section type. The registry of section types sits above the features (page/registry.ts);
 * the composition roots hand its lookup to the shell through SectionsContext, so nothing in
 * app/ imports a feature.
 */
import { createContext, type ComponentType } from 'react';
import type { PagePayload, SectionPayload } from '../../shared/contracts/page.ts';

export interface SectionProps<S = Record<string, unknown>> {
  settings: S;
  blocks?: SectionPayload['blocks'];
  page: PagePayload;
}

/**
 * A section type's component, whatever settings it reads: each component declares its settings'
 * shape, and `never` fits every declaration. The page shell hands a component the payload's
 * settings of that section type.
 */
export type SectionComponent = ComponentType<SectionProps<never>>;

/** The loaded component of a section type; undefined for a type that is unknown or not loaded. */
export type SectionLookup = (type: string) => SectionComponent | undefined;

export const SectionsContext = createContext<SectionLookup>(() => undefined);
