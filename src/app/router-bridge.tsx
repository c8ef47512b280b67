import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LOCATION_CHANGE_EVENT,
  setBridgeConnected,
  type LocationChangeDetail,
} from '../ui/navigation';

/** Connects the custom location-change event and `navigateTo` to the router. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<LocationChangeDetail | null>).detail;
      if (detail?.href) {
        void navigate(detail.href, { replace: detail.replace ?? false });
        return;
      }
      const { pathname, search, hash } = window.location;
      void navigate(`${pathname}${search}${hash}`, { replace: true });
    };
    window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
    setBridgeConnected(true);
    return () => {
      window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
      setBridgeConnected(false);
    };
  }, [navigate]);
  return null;
}
