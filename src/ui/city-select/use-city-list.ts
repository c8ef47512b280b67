import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_CITY_LIST, loadCityList } from '../../api/cities';
import type { City } from '../../domain/cities/city';

/**
 * The cities the select offers: the fallback list from the first render (the same on the server
 * and at hydration), replaced by the full list once `ensureLoaded` (called on first focus or open)
 * has fetched it. A failed load keeps the fallback (accounts §8).
 */
export function useCityList(): [cities: readonly City[], ensureLoaded: () => void] {
  const [cities, setCities] = useState<readonly City[]>(FALLBACK_CITY_LIST);
  const requested = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ensureLoaded = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadCityList().then((list) => {
      if (mounted.current) setCities(list);
    });
  }, []);

  return [cities, ensureLoaded];
}
