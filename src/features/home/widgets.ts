/**
 * Dashboard widgets of the insured person's start page: which are pinned (shown first, in the
 * order they were pinned) and which are hidden. Stored in local storage 'zk.widgety'.
 */
export interface WidgetPrefs {
  pripnute: string[];
  skryte: string[];
}

export const EMPTY_PREFS: WidgetPrefs = { pripnute: [], skryte: [] };

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= 50))]
    : [];

/** Whatever was stored, as valid preferences. */
export function normalizePrefs(raw: unknown): WidgetPrefs {
  if (typeof raw !== 'object' || raw === null) return EMPTY_PREFS;
  const record = raw as Record<string, unknown>;
  return { pripnute: idList(record.pripnute), skryte: idList(record.skryte) };
}

/** The visible widgets (pinned first) and the hidden ones, of the known ids in their default order. */
export function arrangeWidgets<T extends { id: string }>(widgets: readonly T[], prefs: WidgetPrefs): { visible: T[]; hidden: T[] } {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const hidden = widgets.filter((widget) => prefs.skryte.includes(widget.id));
  const pinned = prefs.pripnute.filter((id) => byId.has(id) && !prefs.skryte.includes(id)).map((id) => byId.get(id)!);
  const rest = widgets.filter((widget) => !prefs.skryte.includes(widget.id) && !prefs.pripnute.includes(widget.id));
  return { visible: [...pinned, ...rest], hidden };
}

export function togglePinned(prefs: WidgetPrefs, id: string): WidgetPrefs {
  return prefs.pripnute.includes(id)
    ? { ...prefs, pripnute: prefs.pripnute.filter((item) => item !== id) }
    : { ...prefs, pripnute: [...prefs.pripnute, id] };
}

export function hideWidget(prefs: WidgetPrefs, id: string): WidgetPrefs {
  return {
    pripnute: prefs.pripnute.filter((item) => item !== id),
    skryte: prefs.skryte.includes(id) ? prefs.skryte : [...prefs.skryte, id],
  };
}

export function showWidget(prefs: WidgetPrefs, id: string): WidgetPrefs {
  return { ...prefs, skryte: prefs.skryte.filter((item) => item !== id) };
}
