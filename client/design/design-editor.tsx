import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { contrastProblem, parseColour, textColourOn } from '../../shared/design/contrast.ts';
import {
  BLOGROLL_VISIBILITIES,
  DEFAULT_DESIGN,
  FONT_SET_LABELS,
  FONT_SETS,
  HEADER_SCALES,
  type Design,
} from '../../shared/design/design.ts';
import { isSmallScreen, screenSize } from '../../shared/navigation/viewer-kind.ts';
import type { NavigationItem } from '../../shared/publications/navigation.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ImageUploadButton } from '../components/image-upload-button.tsx';
import { NavigationItemsEditor } from '../publications/navigation-items-editor.tsx';
import {
  DesignedHeader,
  DesignedSidebar,
  designStyle,
  type DesignedLink,
  type ShownDesign,
} from './designed-header.tsx';

const SCALE_LABELS = { S: 'Small', M: 'Medium', L: 'Large' } as const;
const BLOGROLL_LABELS = { HIDDEN: 'Hidden', SIDEBAR: 'In the sidebar', UNSET: 'Quire’s choice (hidden)' } as const;

/** What the editor edits: the design and whether readers see it. */
export interface DesignDraft {
  readonly design: Design;
  readonly visible: boolean;
}

/** The editor's starting point: the saved design (its navigation given apart) or Quire's own look. */
export const draftOf = (
  saved: ShownDesign | null,
  navigation: readonly NavigationItem[],
  visible: boolean,
): DesignDraft => ({
  design: saved
    ? {
        nameTreatment: saved.nameTreatment,
        logoImageId: saved.logoImageId,
        headerScale: saved.headerScale,
        taglinePlacement: saved.taglinePlacement,
        blogroll: saved.blogroll,
        fontSet: saved.fontSet,
        accentColor: saved.accentColor,
        backgroundColor: saved.backgroundColor,
        headerImageId: saved.headerImageId,
        navigation,
      }
    : { ...DEFAULT_DESIGN, navigation },
  visible,
});

function Choice<Value extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="design-editor__choice">
      <legend className="field__label">{legend}</legend>
      {values.map((option) => (
        <label key={option} className="design-editor__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />{' '}
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

function ImageField({
  label,
  imageId,
  onChange,
}: {
  label: string;
  imageId: string | null;
  onChange: (id: string | null) => void;
}) {
  const [state, setState] = useState<string | null>(null);
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <div className="design-editor__image">
        <ImageUploadButton label={label} onUploaded={onChange} onStatus={setState}>
          {imageId ? `Change the ${label.toLowerCase()}` : `Add a ${label.toLowerCase()}`}
        </ImageUploadButton>
        {imageId && (
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {`Remove the ${label.toLowerCase()}`}
          </button>
        )}
      </div>
      {state && (
        <p className="field__hint" role="status">
          {state}
        </p>
      )}
    </div>
  );
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field design-editor__colour">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        type="color"
        aria-label={`${label} picker`}
        value={parseColour(value) ?? '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        className="field__input"
        value={value}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A design editor for a profile or a publication: the form on one side, a live preview of the
 * page's head on the other. Colours that fail WCAG AA are named with the reason, and the server
 * refuses them too. Small screens get the specification's 'Only available on desktop' dialog.
 */
export function DesignEditor({
  start,
  name,
  tagline,
  previewLinks,
  blogroll,
  ownerLabel,
  onSave,
  onLeave,
  children,
}: {
  start: DesignDraft;
  name: string;
  tagline: string;
  previewLinks: (items: readonly NavigationItem[]) => DesignedLink[];
  blogroll: ShownDesign['blogrollPeople'];
  ownerLabel: 'profile' | 'publication';
  onSave: (draft: DesignDraft) => Promise<string | null>;
  onLeave: () => void;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [small, setSmall] = useState(false);
  useEffect(() => setSmall(isSmallScreen(screenSize(window.innerWidth))), []);
  const { design } = draft;
  const change = (patch: Partial<Design>) => {
    setSaved(false);
    setDraft((now) => ({ ...now, design: { ...now.design, ...patch } }));
  };
  const accent = parseColour(design.accentColor);
  const background = parseColour(design.backgroundColor);
  const contrast =
    accent && background ? contrastProblem(accent, background) : 'Write each colour as #rrggbb or rgba(r, g, b, 1).';
  const shown: ShownDesign | null =
    accent && background
      ? {
          ...design,
          navigation: [...design.navigation],
          accentColor: accent,
          backgroundColor: background,
          textColor: textColourOn(background),
          blogrollPeople: blogroll,
        }
      : null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (contrast) return setError(contrast);
    const problem = await onSave(draft);
    setError(problem);
    setSaved(problem === null);
  };
  if (small) {
    return (
      <ConfirmDialog
        title="Only available on desktop"
        confirmLabel="Okay, got it"
        cancelLabel={null}
        onConfirm={onLeave}
        onCancel={onLeave}
      >
        <p>{`To design your ${ownerLabel}, view this page from a desktop web browser.`}</p>
      </ConfirmDialog>
    );
  }
  return (
    <div className="design-editor">
      <form className="design-editor__form settings-form" onSubmit={(event) => void save(event)} aria-label="Design">
        <Choice
          legend="Name"
          name="name-treatment"
          values={['TEXT', 'LOGO'] as const}
          labels={{ TEXT: 'As text', LOGO: 'As a logo' }}
          value={design.nameTreatment}
          onChange={(nameTreatment) => change({ nameTreatment })}
        />
        {design.nameTreatment === 'LOGO' && (
          <ImageField label="Logo" imageId={design.logoImageId} onChange={(logoImageId) => change({ logoImageId })} />
        )}
        <Choice
          legend="Header size"
          name="header-scale"
          values={HEADER_SCALES}
          labels={SCALE_LABELS}
          value={design.headerScale}
          onChange={(headerScale) => change({ headerScale })}
        />
        <ImageField
          label="Header image"
          imageId={design.headerImageId}
          onChange={(headerImageId) => change({ headerImageId })}
        />
        <Choice
          legend="Tagline"
          name="tagline"
          values={['HEADER', 'SIDEBAR'] as const}
          labels={{ HEADER: 'In the header', SIDEBAR: 'In the sidebar' }}
          value={design.taglinePlacement}
          onChange={(taglinePlacement) => change({ taglinePlacement })}
        />
        <Choice
          legend="Blogroll"
          name="blogroll"
          values={BLOGROLL_VISIBILITIES}
          labels={BLOGROLL_LABELS}
          value={design.blogroll}
          onChange={(blogroll) => change({ blogroll })}
        />
        <Choice
          legend="Fonts"
          name="font-set"
          values={FONT_SETS}
          labels={FONT_SET_LABELS}
          value={design.fontSet}
          onChange={(fontSet) => change({ fontSet })}
        />
        <ColourField
          label="Accent colour"
          value={design.accentColor}
          onChange={(accentColor) => change({ accentColor })}
        />
        <ColourField
          label="Background colour"
          value={design.backgroundColor}
          onChange={(backgroundColor) => change({ backgroundColor })}
        />
        {contrast && (
          <p className="field__error" role="alert">
            {contrast}
          </p>
        )}
        <fieldset className="design-editor__choice">
          <legend className="field__label">Navigation</legend>
          <NavigationItemsEditor items={design.navigation} onChange={(navigation) => change({ navigation })} />
        </fieldset>
        {children}
        <label className="design-editor__option">
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(event) => {
              const visible = event.target.checked;
              setSaved(false);
              setDraft((now) => ({ ...now, visible }));
            }}
          />{' '}
          {`Show this design on my ${ownerLabel}`}
        </label>
        {error && !contrast && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <p className="story-row__actions">
          <button type="submit" className="button button--primary" disabled={contrast !== null}>
            Save design
          </button>
          {saved && <span role="status">Saved. Readers see it now.</span>}
        </p>
      </form>
      <section className="design-editor__preview" id="preview" aria-label="Preview">
        <p className="field__label">Preview</p>
        {shown && (
          <div className="page--designed design-editor__canvas" style={designStyle(shown)}>
            <div className="designed-layout">
              <div className="design-editor__column">
                <DesignedHeader design={shown} name={name} tagline={tagline} links={previewLinks(design.navigation)} />
                <p className="design-editor__sample">
                  <a href="#preview">A story’s title, in the accent colour</a>
                </p>
                <p className="design-editor__sample">Body text, in the colour that reads best on the background.</p>
              </div>
              <DesignedSidebar design={shown} tagline={tagline} blogrollTitle="Blogroll" />
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
