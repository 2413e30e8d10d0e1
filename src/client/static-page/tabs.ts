/**
 * Tabs on pages without React (ADR 0027), on the markup Radix's Tabs prerendered with every panel
 * mounted (the legacy size guide): a chosen tab gets `aria-selected`, `data-state="active"` and the
 * tab stop, its panel (`aria-controls`) shows, the others are `hidden`. As Radix: arrow keys, Home
 * and End move to a tab and choose it.
 */

/** Switches `tab`'s list to it; focuses it when `focus`. */
function choose(tab: HTMLElement, focus: boolean): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.dataset.state = selected ? 'active' : 'inactive';
    other.tabIndex = selected ? 0 : -1;
    const panelId = other.getAttribute('aria-controls');
    const panel = panelId ? tab.ownerDocument.getElementById(panelId) : null;
    if (panel) {
      panel.hidden = !selected;
      panel.dataset.state = selected ? 'active' : 'inactive';
    }
  }
  if (focus) tab.focus();
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Wires every tab list of `root`. */
export function enableTabs(root: Document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
      if (tab) choose(tab, false);
    });
    list.addEventListener('keydown', (event) => {
      const move = moves[event.key];
      const index = tabs.indexOf(event.target as HTMLElement);
      if (!move || index < 0) return;
      event.preventDefault();
      const next = tabs[move(index, tabs.length)];
      if (next) choose(next, true);
    });
  }
}
