/**
 * A stand-in for the contact section (src/features/contact-form/contact-section) in page tests
 * that are not about the form: its anchor and name only. Use it as the module's mock:
 * `vi.mock('…/contact-section', () => import('../support/contact-section-stand-in'))`.
 */
export const ContactSection = ({ id }: { id?: string }) => <section id={id} aria-label="Заявка" />;
