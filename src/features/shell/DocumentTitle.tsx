import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useRuntimeConfig } from '../../app/use-session';

/** The document title: the screen's title and the configured app name (runtime configuration). */
export function DocumentTitle() {
  const config = useRuntimeConfig();
  const title = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i -= 1) {
        const value = matches[i].staticData?.title;
        if (value) return value;
      }
      return undefined;
    },
  });
  useEffect(() => {
    // One separator for every title: the en dash the page titles use ('Anamnéza – Jana Dvořáková').
    document.title = title ? `${title} – ${config.nazev}` : config.nazev;
  }, [title, config.nazev]);
  return null;
}
