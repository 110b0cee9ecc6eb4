/** The look of each sharing control: a small quiet button that fits three to a phone-width card. */
export const shareControlClass =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-navy-800 hover:bg-navy-50';
