import { useCallback, useState } from 'react';
import { getStored, setStored } from '../../lib/storage';
import { normalizePrefs, type WidgetPrefs } from './widgets';

export function useWidgetPrefs(): [WidgetPrefs, (update: (prefs: WidgetPrefs) => WidgetPrefs) => void] {
  const [prefs, setPrefs] = useState<WidgetPrefs>(() => normalizePrefs(getStored('widgety')));
  const update = useCallback((change: (prefs: WidgetPrefs) => WidgetPrefs) => {
    setPrefs((current) => {
      const next = change(current);
      setStored('widgety', next);
      return next;
    });
  }, []);
  return [prefs, update];
}
