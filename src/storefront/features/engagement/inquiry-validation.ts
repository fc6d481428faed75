/** Client-side checks of the quote request form (spec §5 messages), run before calling the API. */
import { EMAIL_PATTERN } from '../../../shared/constants.ts';

export interface InquiryValues {
  name: string;
  email: string;
  company: string;
  quantity: string;
  message: string;
}

export const INQUIRY_FIELDS = ['name', 'email', 'company', 'quantity', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** A message to show: its catalogue key and variables; `label` is the key of the field's name, for `{0}`. */
export interface FieldMessage {
  key: string;
  label: string;
  vars?: Record<string, unknown>;
}

export const QUANTITY_MAX = 1_000_000;
const MESSAGE_MAX = 5000;
const NAME_MAX = 120;
const COMPANY_MAX = 160;

export function validateInquiry(values: InquiryValues): Partial<Record<InquiryField, FieldMessage>> {
  const errors: Partial<Record<InquiryField, FieldMessage>> = {};
  const required = (field: InquiryField, label: string) => {
    errors[field] = { key: 'validation.required', label };
  };
  const tooLong = (field: InquiryField, label: string) => {
    errors[field] = { key: 'validation.tooLong', label };
  };

  if (!values.name.trim()) required('name', 'fields.name');
  else if (values.name.trim().length > NAME_MAX) tooLong('name', 'fields.name');
  if (!values.email.trim()) required('email', 'fields.email');
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = { key: 'validation.emailFormat', label: 'fields.email' };
  if (values.company.trim().length > COMPANY_MAX) tooLong('company', 'fields.company');
  const quantity = Number(values.quantity);
  if (!values.quantity.trim()) required('quantity', 'fields.quantity');
  else if (!Number.isInteger(quantity)) errors.quantity = { key: 'validation.notInteger', label: 'fields.quantity' };
  else if (quantity < 1 || quantity > QUANTITY_MAX) errors.quantity = { key: 'validation.outOfRange', label: 'fields.quantity', vars: { min: 1, max: QUANTITY_MAX } };
  if (!values.message.trim()) required('message', 'fields.message');
  else if (values.message.trim().length > MESSAGE_MAX) tooLong('message', 'fields.message');
  return errors;
}
