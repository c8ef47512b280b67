export type InstallOffer = 'none' | 'prompt' | 'ios';

export interface InstallEnvironment {
  /** The browser fired beforeinstallprompt and we kept the event. */
  hasPrompt: boolean;
  /** Running as an installed app (display-mode standalone or fullscreen, or iOS navigator.standalone). */
  installed: boolean;
  userAgent: string;
}

/** iPhone/iPad Safari (iPadOS reports itself as a Mac with touch, hence the touch check upstream). */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent) || /macintosh.*mobile/i.test(userAgent);
  const otherBrowser = /crios|fxios|edgios|opios|yabrowser/i.test(userAgent);
  return ios && /safari/i.test(userAgent) && !otherBrowser;
}

/** What to offer: the browser's own install prompt, the iOS instruction, or nothing once installed. */
export function installOffer(env: InstallEnvironment): InstallOffer {
  if (env.installed) return 'none';
  if (env.hasPrompt) return 'prompt';
  if (isIosSafari(env.userAgent)) return 'ios';
  return 'none';
}
