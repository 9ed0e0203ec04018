import { describe, expect, it } from 'vitest';
import { arrangeWidgets, hideWidget, normalizePrefs, showWidget, togglePinned } from '../../../src/features/home/widgets';

const widgets = [{ id: 'zpravy' }, { id: 'aktuality' }, { id: 'menu-moje-zdravi' }, { id: 'menu-dokumenty' }];

describe('dashboard widgets', () => {
  it('reads whatever was stored safely', () => {
    expect(normalizePrefs(null)).toEqual({ pripnute: [], skryte: [] });
    expect(normalizePrefs('x')).toEqual({ pripnute: [], skryte: [] });
    expect(normalizePrefs({ pripnute: ['a', 1, 'a'], skryte: 'b' })).toEqual({ pripnute: ['a'], skryte: [] });
  });

  it('shows pinned widgets first and leaves hidden ones out', () => {
    let prefs = normalizePrefs(null);
    prefs = togglePinned(prefs, 'menu-dokumenty');
    prefs = hideWidget(prefs, 'aktuality');
    const { visible, hidden } = arrangeWidgets(widgets, prefs);
    expect(visible.map((w) => w.id)).toEqual(['menu-dokumenty', 'zpravy', 'menu-moje-zdravi']);
    expect(hidden.map((w) => w.id)).toEqual(['aktuality']);
  });

  it('unpins when hiding and shows again', () => {
    let prefs = togglePinned(normalizePrefs(null), 'zpravy');
    prefs = hideWidget(prefs, 'zpravy');
    expect(prefs).toEqual({ pripnute: [], skryte: ['zpravy'] });
    prefs = showWidget(prefs, 'zpravy');
    expect(arrangeWidgets(widgets, prefs).hidden).toEqual([]);
  });

  it('ignores unknown ids', () => {
    const { visible } = arrangeWidgets(widgets, { pripnute: ['neznamy'], skryte: ['jiny'] });
    expect(visible).toHaveLength(4);
  });
});
