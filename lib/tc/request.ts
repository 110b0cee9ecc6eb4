import * as z from 'zod/mini';

// Shared by the TC form (browser) and its route handler (server): nothing here may be server-only. Zod
// Mini, zod's own build for the browser (checks are functions, so a bundle carries only those it uses):
// the full API put about 60 KB of zod into the TC page's JavaScript for these two fields.

// zod compiles object parsers with `new Function` after probing whether eval works; the site's
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation in the browser.
z.config({ jitless: true });

/** The texts of the transfer-certificate request (spec section 8). */
export const TC_MESSAGES = {
  empty: 'Please fill in all fields',
  failed: 'Failed to process your request. Please try again later.',
  /** Not one of the spec's messages: the browser says it has no connection, so the request never left. */
  offline: 'You are offline. Connect to the internet and send the request again; what you typed is still here.',
  download: 'Failed to download data.',
  downloaded: 'The transfer certificate has been downloaded as tc.jpg.',
  busy: 'Requesting the certificate…',
} as const;

/** The longest name or admission number the form and the handler accept. */
export const TC_FIELD_MAX = 100;

const field = (label: string, ...more: z.core.$ZodCheck<string>[]) =>
  z.string({ error: TC_MESSAGES.empty }).check(
    z.trim(),
    z.minLength(1, TC_MESSAGES.empty),
    z.maxLength(TC_FIELD_MAX, `${label} must be at most ${TC_FIELD_MAX} characters.`),
    ...more,
  );

/** The body of a TC request: both fields trimmed, 1 to 100 characters; the admission number is letters, digits, '/' and '-'. */
export const tcRequestSchema = z.object({
  name: field('Student Full Name'),
  admission: field('Admission Number', z.regex(/^[A-Za-z0-9/-]+$/, 'Admission Number may contain only letters, digits, "/" and "-".')),
});

export type TcRequest = z.infer<typeof tcRequestSchema>;

/** Validates a TC request; an empty or missing field wins over any other problem, so the user sees the spec's message first. */
export function validateTcRequest(input: unknown): { ok: true; data: TcRequest } | { ok: false; message: string } {
  const result = tcRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  return { ok: false, message: messages.includes(TC_MESSAGES.empty) ? TC_MESSAGES.empty : (messages[0] ?? TC_MESSAGES.empty) };
}
