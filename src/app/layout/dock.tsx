import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useServicesOverlayOpen } from '../../features/services-overlay/overlay-store';
import { useIsAnyModalOpen } from '../../ui/modal/modal-stack';
import { navigateTo, scrollToId } from '../../ui/navigation';
import { ToastViewport } from '../../ui/toast/toast-viewport';
import { DockPills, type DockPill } from './dock/dock-pills';
import { DockBackHome, DockBackToTop, DockCta, DockLogo } from './dock/dock-parts';
import {
  dockVariant,
  HOME_CTA,
  HOME_PILLS,
  LEGAL_PILLS,
  REQUEST_CTA,
  type DockVariant,
} from './dock/dock-variant';
import { useDockIntro } from './dock/use-dock-intro';
import { useBackToTopVisible, useHeroZone, useScrollSpy } from './dock/use-dock-scroll';
import './dock/dock.css';

const SECTION_IDS = HOME_PILLS.map((pill) => pill.section);

const homePills: DockPill[] = HOME_PILLS.map(({ section, label }) => ({
  key: section,
  label,
  href: `#${section}`,
  onFollow: () => scrollToId(section),
}));

const linkedHomePills: DockPill[] = HOME_PILLS.map(({ section, label }) => ({
  key: section,
  label,
  href: paths.homeSection(section),
  onFollow: () => navigateTo(paths.homeSection(section)),
}));

const legalPills: DockPill[] = LEGAL_PILLS.map(({ key, label }) => ({
  key,
  label,
  href: paths.legal(key),
  onFollow: () => navigateTo(paths.legal(key)),
}));

function Pills({
  variant,
  spy,
  heroZone,
}: {
  variant: DockVariant;
  spy: string | null;
  heroZone: boolean;
}) {
  switch (variant.kind) {
    case 'home':
      return (
        <DockPills
          label="Разделы страницы"
          pills={homePills}
          active={spy}
          current="location"
          quiet={heroZone}
          foldable
        />
      );
    case 'legal':
      return (
        <DockPills
          label="Правовые документы"
          pills={legalPills}
          active={variant.current}
          current="page"
        />
      );
    case 'other':
      return (
        <DockPills
          label="Разделы главной"
          pills={linkedHomePills}
          active={variant.current}
          current="true"
          foldable
        />
      );
    case 'service':
      return null;
  }
}

/**
 * The floating dock (public-site §2.10): a pill bar at the bottom centre whose content depends on
 * the page, a back-to-top button after 500 px of scroll and the dock toast above it. Hidden while a
 * modal or the services overlay is open.
 */
export function Dock() {
  const { pathname } = useLocation();
  const variant = dockVariant(pathname);
  const isHome = variant.kind === 'home';
  const intro = useDockIntro();
  const modalOpen = useIsAnyModalOpen();
  const overlayOpen = useServicesOverlayOpen();
  const spy = useScrollSpy(SECTION_IDS, isHome);
  const heroZone = useHeroZone('services', isHome);
  const backToTop = useBackToTopVisible();
  const hidden = modalOpen || overlayOpen;

  const className = [
    'dock',
    `dock--${variant.kind}`,
    intro === 'await' ? 'dock--await' : 'dock--intro',
    hidden ? 'dock--hidden' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <div
        className={className}
        data-testid="dock"
        data-hero-zone={isHome ? String(heroZone) : undefined}
        aria-hidden={hidden || undefined}
        inert={hidden}
      >
        <noscript>
          <style>{'.dock--await{animation:none}'}</style>
        </noscript>
        <div className="dock__bar">
          {variant.kind === 'legal' ? <DockBackHome /> : <DockLogo isHome={isHome} />}
          <Pills variant={variant} spy={spy} heroZone={heroZone} />
          {variant.kind === 'legal' ? null : (
            <DockCta label={isHome ? HOME_CTA : REQUEST_CTA} onHome={isHome} />
          )}
        </div>
        {backToTop ? <DockBackToTop /> : null}
      </div>
      <ToastViewport placement="dock" />
    </>
  );
}
