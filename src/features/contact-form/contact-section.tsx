/**
 * Stub with the final contract: the contact section (heading and the contact request form),
 * rendered on home, on /contact and on the service pages. `id` is the anchor the dock scrolls to.
 */
export function ContactSection({ id = 'contact' }: { id?: string }) {
  return <section id={id} aria-label="Заявка" />;
}
