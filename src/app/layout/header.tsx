import { memo, useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { KioskLogoHold } from '../../features/kiosk/kiosk-logo-hold';
import { AuthSlot } from './header/auth-slot';
import { HeaderNav } from './header/header-nav';
import { HeaderSearch } from './header/header-search';
import { SiteLink } from './header/site-link';
import { useAuthStatus } from './header/use-auth-status';
import './header/header.css';

/**
 * Whether the page is scrolled (the header then casts a shadow); false while prerendering. Read in
 * an animation frame, where the browser lays the page out anyway: read right after hydration's
 * commit (as a store's snapshot is), `scrollY` forced that layout inside the commit's task.
 */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled(window.scrollY > 4));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, []);
  return scrolled;
}

/**
 * The sticky page header (public-site §2.2): logo, navigation, site search, auth slot and the two
 * actions. On a phone only the services toggle, a search button and «Ищу работу» stay beside the logo.
 */
export function Header() {
  const scrolled = useScrolled();
  return (
    <>
      <header className={scrolled ? 'header header--scrolled' : 'header'}>
        <HeaderBar />
      </header>
      {/*
      Empty, right after the header: index.html's `<link rel="expect" blocking="render">` names it,
      so no frame is drawn before the whole header is parsed. Under load Chromium drew a
      half-parsed header, and its right-hand items moved when the rest arrived (a layout shift).
    */}
      <span id="header-parsed" hidden />
    </>
  );
}

/** The session's part of the header: the only part drawn again when the session settles. */
function HeaderAuth() {
  return <AuthSlot status={useAuthStatus()} />;
}

/**
 * The header's content. It takes nothing from the header, so the shadow's toggle on scroll does
 * not draw it again (memo), and the session's settling draws only its auth slot.
 */
const HeaderBar = memo(function HeaderBar() {
  return (
    <div className="header__inner">
      <KioskLogoHold>
        <SiteLink
          href={paths.home}
          className="header__logo"
          aria-label={`${site.product} — на главную`}
        >
          {/* Low: no preload, and never fetched before the page's largest paint (issue 15). */}
          <img src="/images/logo.svg" alt="" width={120} height={40} fetchPriority="low" />
        </SiteLink>
      </KioskLogoHold>
      <HeaderNav />
      <HeaderSearch />
      <HeaderAuth />
      <div className="header__actions">
        <SiteLink href={paths.vacancies} className="header__action header__action--job">
          Ищу работу
        </SiteLink>
        <SiteLink href={paths.contact} className="header__action header__action--request">
          Оставить заявку
        </SiteLink>
      </div>
    </div>
  );
});
