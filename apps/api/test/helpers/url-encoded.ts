/**
 * SDK request options that send the body URL-encoded, as the contract's sign-in forms
 * (`LoginForm`) are; the SDK's own serializer writes JSON for plain objects.
 *
 * @example
 * await answer(c.api.POST('/auth/cookie/login', { body: { username, password }, ...urlEncoded }));
 */
export const urlEncoded = {
  bodySerializer: (body: Record<string, string | undefined>) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body))
      if (value !== undefined) form.set(name, value);
    return form;
  },
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
};
