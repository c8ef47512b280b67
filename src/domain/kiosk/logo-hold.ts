/**
 * What the header's logo needs of the kiosk mode on every page (the rest of the mode's rules and
 * texts load only where it is on): how long the logo is held to ask for the PIN that turns the
 * mode off, and the keyboard's button for the same.
 */
export const LONG_PRESS_MS = 1_500;
export const KIOSK_DISABLE_TEXT = 'Выключить режим киоска';
