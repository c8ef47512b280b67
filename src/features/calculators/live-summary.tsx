import type { ReactNode } from 'react';
import './live-summary.css';

/**
 * A slim bar that sticks under the header on tablets and phones, where the results panel sits
 * below the inputs: it keeps the live result in sight while the inputs are changed. Hidden on
 * wide screens (the panel is beside the inputs there) and from assistive technology (the panel
 * itself announces the result).
 */
export function LiveSummary({ children }: { children: ReactNode }) {
  return (
    <div className="live-summary" aria-hidden="true">
      {children}
    </div>
  );
}
