import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { navigateTo, prefersReducedMotion, scrollToId, plainClick } from '../../../ui/navigation';

const icon = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** The logo: to the top of the page on home, to home elsewhere. */
export function DockLogo({ isHome }: { isHome: boolean }) {
  return (
    <a
      className="dock__logo"
      href={paths.home}
      aria-label={isHome ? `${site.product} — в начало страницы` : `${site.product} — на главную`}
      onClick={(event) => plainClick(event, isHome ? scrollToTop : () => navigateTo(paths.home))}
    >
      <img src="/images/logo.svg" alt="" width="84" height="28" fetchPriority="low" />
    </a>
  );
}

/** The legal pages' way back home. */
export function DockBackHome() {
  return (
    <a
      className="dock__back"
      href={paths.home}
      onClick={(event) => plainClick(event, () => navigateTo(paths.home))}
    >
      <svg {...icon}>
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
      <span className="dock__back-label">На главную</span>
    </a>
  );
}

/** The call-to-action: to the page's contact section, or the contact page when it has none. */
export function DockCta({ label, onHome }: { label: string; onHome: boolean }) {
  return (
    <a
      className="dock__cta"
      href={onHome ? '#contact' : paths.contact}
      onClick={(event) =>
        plainClick(event, () => {
          if (!scrollToId('contact')) navigateTo(paths.contact);
        })
      }
    >
      {label}
    </a>
  );
}

/** «Наверх»: scrolls to the top and leaves focus at the start of the content. */
export function DockBackToTop() {
  return (
    <button
      type="button"
      className="dock__top"
      aria-label="Наверх"
      title="Наверх"
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg {...icon}>
        <path d="M12 19V5M6 11l6-6 6 6" />
      </svg>
    </button>
  );
}
