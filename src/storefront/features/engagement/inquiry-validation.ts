/**
 * The quote request form (spec §5 messages): its values and the part of the call's body they
 * make, whose schema is the form's check. The product comes from the page, not the form.
 */
import type { z } from 'zod';
import { INQUIRY_QUANTITY_MAX, inquirySubmit } from '../../../shared/contracts/engagement.ts';
import type { Draft } from '../../app/use-form.ts';
import { fieldMessages, type FieldMessage } from '../../lib/field-messages.ts';

export interface InquiryValues {
  name: string;
  email: string;
  company: string;
  quantity: string;
  message: string;
}

export const INQUIRY_FIELDS = ['name', 'email', 'company', 'quantity', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export const QUANTITY_MAX = INQUIRY_QUANTITY_MAX;

/** The form's part of the call: all but the product. */
export const InquiryFields = inquirySubmit.body.omit({ slug: true });

/** An empty quantity box is no number (NaN), which the schema answers as required. */
export function inquiryFields(values: InquiryValues): Draft<z.input<typeof InquiryFields>> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || undefined,
    quantity: values.quantity.trim() ? Number(values.quantity) : Number.NaN,
    message: values.message.trim(),
  };
}

export function validateInquiry(values: InquiryValues): Partial<Record<InquiryField, FieldMessage>> {
  return fieldMessages(InquiryFields, inquiryFields(values));
}
