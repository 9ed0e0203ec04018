/**
 * The drawn map of the partners on the current page of results (Leaflet, issue 37). This module
 * and Leaflet load only when the map is first shown (React.lazy in PartnerMapPage), never with
 * the first visit. Tiles come from the runtime configuration (config.json `mapa`). Markers are
 * styled elements (no image assets) named by the partner; a click, Enter or Space on one opens the
 * partner's detail, and Tab reaches them. The list next to the map carries the same information.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { css } from '../../../styled-system/css';
import type { PartnerPolozka } from '../../../contract/partners';
import { mapTexts as t } from './texts';

export interface PartnerLeafletMapProps {
  partners: readonly PartnerPolozka[];
  tiles: { dlazdiceUrl: string; atribuce: string };
  /** The person's position when sorting by distance. */
  position?: { lat: number; lon: number };
  onChoose: (partner: PartnerPolozka) => void;
}

/** A partner's marker: a green dot with a white ring, and a ring a keyboard user can see. */
const markerClass = css({
  borderRadius: 'full',
  bg: 'green.700',
  border: '2px solid white',
  boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'black', outlineOffset: '2px' },
});

/** The Czech Republic, when there is nothing to show. */
const CZECHIA: L.LatLngBoundsExpression = [
  [48.55, 12.09],
  [51.06, 18.86],
];

export default function PartnerLeafletMap({ partners, tiles, position, onChoose }: PartnerLeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: t.PRIBLIZIT, zoomOutTitle: t.ODDALIT }).addTo(created);
    L.control.attribution({ prefix: false }).addTo(created);
    L.tileLayer(tiles.dlazdiceUrl, { attribution: tiles.atribuce, maxZoom: 19, crossOrigin: false }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    created.fitBounds(CZECHIA);
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tiles.dlazdiceUrl, tiles.atribuce]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const partner of partners) {
      const at: L.LatLngExpression = [partner.gps.lat, partner.gps.lon];
      points.push(at);
      const marker = L.marker(at, {
        icon: L.divIcon({ className: markerClass, iconSize: [20, 20], html: '' }),
        title: partner.nazev,
        keyboard: true,
        riseOnHover: true,
      })
        .on('click', () => choose.current(partner))
        .addTo(group);
      // Leaflet gives the marker tabindex and role="button"; a button also answers Enter and Space.
      marker.getElement()?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        choose.current(partner);
      });
    }
    if (position) {
      const at: L.LatLngExpression = [position.lat, position.lon];
      points.push(at);
      L.circleMarker(at, { radius: 7, color: '#ffffff', weight: 3, fillColor: '#b91c1c', fillOpacity: 1 })
        .bindTooltip(t.VY_JSTE_ZDE)
        .addTo(group);
    }
    if (points.length > 0) current.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 16 });
    else current.fitBounds(CZECHIA);
  }, [partners, position]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={t.MAPA_POPIS}
      data-testid="mapa-partneru"
      className={css({
        h: { base: '18rem', md: '26rem' },
        w: 'full',
        borderRadius: 'l2',
        overflow: 'hidden',
        zIndex: 0,
        position: 'relative',
      })}
    />
  );
}
