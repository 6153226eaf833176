import { useState } from 'react';
import {
  MAX_NAVIGATION_ITEMS,
  NAVIGATION_ITEM_TYPES,
  type NavigationItem,
  type NavigationItemType,
} from '../../shared/publications/navigation.ts';

const ITEM_TYPES: Readonly<Record<NavigationItemType, { label: string; target: string | null }>> = {
  ABOUT: { label: 'About page', target: null },
  ARCHIVE: { label: 'Archive', target: null },
  EXTERNAL_LINK: { label: 'Web address', target: 'https://…' },
  POST: { label: 'A story', target: 'Story id' },
  TAG: { label: 'A tag', target: 'Tag' },
  TOPIC_PAGE: { label: 'A topic page', target: 'Topic' },
};

/** An item moved from one place in the list to another. */
const moved = <Item,>(items: readonly Item[], from: number, to: number): Item[] => {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as Item);
  return next;
};

/**
 * Navigation items (about, archive, external link, post, tag, topic page), up to eight, in order:
 * each can be moved by its Move up and Move down buttons (keyboard) or dragged (pointer).
 */
export function NavigationItemsEditor({
  items,
  onChange,
}: {
  items: readonly NavigationItem[];
  onChange: (items: NavigationItem[]) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const change = (index: number, patch: Partial<NavigationItem>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <>
      <ol className="story-rows">
        {items.map((item, index) => (
          <li
            key={index}
            className="story-row nav-item"
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) onChange(moved(items, dragged, index));
              setDragged(null);
            }}
          >
            <span className="nav-item__grip" aria-hidden="true">
              ⠿
            </span>
            <select
              className="select"
              aria-label={`Item ${index + 1}: kind`}
              value={item.type}
              onChange={(event) => change(index, { type: event.target.value as NavigationItemType })}
            >
              {NAVIGATION_ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ITEM_TYPES[type].label}
                </option>
              ))}
            </select>
            <input
              className="field__input nav-item__input"
              aria-label={`Item ${index + 1}: title`}
              placeholder="Title"
              value={item.title}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            {ITEM_TYPES[item.type].target !== null && (
              <input
                className="field__input nav-item__input"
                aria-label={`Item ${index + 1}: ${ITEM_TYPES[item.type].label.toLowerCase()}`}
                placeholder={ITEM_TYPES[item.type].target ?? ''}
                value={item.target}
                onChange={(event) => change(index, { target: event.target.value })}
              />
            )}
            <button
              type="button"
              className="link-button"
              aria-label={`Move item ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(items, index, index - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="link-button"
              aria-label={`Move item ${index + 1} down`}
              disabled={index === items.length - 1}
              onClick={() => onChange(moved(items, index, index + 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {items.length < MAX_NAVIGATION_ITEMS && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => onChange([...items, { type: 'ABOUT', title: '', target: '' }])}
        >
          Add a link
        </button>
      )}
    </>
  );
}
