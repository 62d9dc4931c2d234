import { type ComponentData, type Config, type Data, type Field, Puck } from '@puckeditor/core';
import type { ContentType, RichText, StudioField, StudioFields } from '@ridgeline/contracts';
import { ContentBlock } from '@ridgeline/storefront/content/registry.tsx';
import { type ReactNode, useEffect, useMemo } from 'react';

/**
 * The page studio's editor (decision 100): Puck, with the storefront's own block components as its
 * components, fields generated on the server from each block's schema (StudioFields), and one drop zone
 * per slot of the page type. The back-office's route loads this module only in the browser.
 */

export interface StudioBlockData {
  documentId: string;
  type: ContentType;
  fields: Record<string, unknown>;
}

export interface StudioEditorProps {
  documentType: ContentType;
  fields: Record<string, unknown>;
  slots: Record<string, StudioBlockData[]>;
  slotNames: readonly string[];
  rootFields: StudioFields;
  blockFields: Partial<Record<ContentType, StudioFields>>;
  blockDefaults: Partial<Record<ContentType, Record<string, unknown>>>;
  slotLabel: (slot: string) => string;
  onChange: (value: { fields: Record<string, unknown>; slots: Record<string, StudioBlockData[]> }) => void;
  headerActions: ReactNode;
  viewportLabels: { phone: string; tablet: string; desktop: string };
  /** The canvas frame's accessible name. */
  canvasTitle: string;
}

const PHONE = 375;
const TABLET = 768;
const DESKTOP = 1280;

/** A rich text document as the textarea shows it: paragraphs separated by a blank line. */
export function richTextToPlain(value: unknown): string {
  const doc = value as RichText | undefined;
  const textOf = (node: unknown): string => {
    const n = node as { type?: string; text?: string; content?: unknown[] };
    if (n.type === 'text') return n.text ?? '';
    if (n.type === 'hardBreak') return '\n';
    return (n.content ?? []).map(textOf).join('');
  };
  return (doc?.content ?? []).map(textOf).join('\n\n');
}

export function plainToRichText(text: string): RichText {
  return {
    type: 'doc',
    content: text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => ({ type: 'paragraph', content: [{ type: 'text', text: paragraph }] })),
  };
}

function puckField(field: StudioField): Field {
  switch (field.type) {
    case 'textarea':
      if (field.format === 'richText') {
        return {
          type: 'custom',
          label: field.label,
          render: ({ name, id, value, onChange, readOnly }) => (
            <label className="studio-field" htmlFor={id}>
              <span>{field.label}</span>
              <textarea
                id={id}
                name={name}
                rows={6}
                readOnly={readOnly}
                defaultValue={richTextToPlain(value)}
                onChange={(event) => onChange(plainToRichText(event.currentTarget.value))}
              />
            </label>
          ),
        };
      }
      return { type: 'textarea', label: field.label };
    case 'array':
      return {
        type: 'array',
        label: field.label,
        arrayFields: puckFields(field.arrayFields),
        defaultItemProps: field.defaultItemProps,
      };
    case 'object':
      return { type: 'object', label: field.label, objectFields: puckFields(field.objectFields) };
    case 'select':
      return { type: 'select', label: field.label, options: field.options };
    default:
      return field as Field;
  }
}

function puckFields(fields: StudioFields): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, puckField(field)]));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Puck names a dropped item `{type}-{uuid}`: that uuid becomes the block's document id. */
export function documentIdOf(itemId: string): string {
  return UUID.exec(itemId)?.[0] ?? crypto.randomUUID();
}

function blockOf(item: ComponentData): StudioBlockData {
  const { id, ...fields } = item.props as Record<string, unknown> & { id: string };
  return { documentId: documentIdOf(id), type: item.type as ContentType, fields };
}

export function StudioEditor(props: StudioEditorProps) {
  const { documentType, slotNames, rootFields, blockFields, blockDefaults, slotLabel } = props;

  const config = useMemo<Config>(() => {
    const components: Config['components'] = {};
    if (documentType === 'page') {
      for (const [type, fields] of Object.entries(blockFields)) {
        components[type] = {
          label: type,
          fields: puckFields(fields as StudioFields),
          defaultProps: { name: type, ...(blockDefaults[type as ContentType] ?? {}) },
          render: ({ id, puck: _puck, editMode: _editMode, ...fields }) => (
            <ContentBlock
              block={{
                id: String(id),
                type: type as ContentType,
                name: String(fields.name ?? ''),
                layoutVariant: null,
                fields: fields as never,
              }}
              position={1}
            />
          ),
        };
      }
    }
    return {
      components,
      root: {
        fields: {
          ...puckFields(rootFields),
          ...Object.fromEntries(slotNames.map((slot) => [slot, { type: 'slot' as const }])),
        },
        render: (rootProps: Record<string, unknown>) => {
          if (documentType !== 'page') {
            const { puck: _puck, editMode: _editMode, children: _children, ...fields } = rootProps;
            return (
              <ContentBlock
                block={{
                  id: 'root',
                  type: documentType,
                  name: String(fields.name ?? ''),
                  layoutVariant: null,
                  fields: fields as never,
                }}
                position={0}
              />
            );
          }
          return (
            <main className="studio-page">
              {slotNames.map((slot) => {
                const Slot = rootProps[slot] as (props: { className?: string }) => ReactNode;
                return (
                  <section key={slot} className="studio-slot" aria-label={slotLabel(slot)}>
                    <p className="studio-slot-label">{slotLabel(slot)}</p>
                    <Slot className="studio-slot-zone" />
                  </section>
                );
              })}
            </main>
          );
        },
      },
    } as Config;
  }, [documentType, slotNames, rootFields, blockFields, blockDefaults, slotLabel]);

  // The editor owns the data once open: later loader data (after a save) must not reset it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial data only
  const initialData = useMemo<Data>(() => {
    const { slots: _slots, ...fields } = props.fields;
    const slotProps = Object.fromEntries(
      slotNames.map((slot) => [
        slot,
        (props.slots[slot] ?? []).map((block) => ({
          type: block.type,
          props: { ...block.fields, id: `${block.type}-${block.documentId}` },
        })),
      ]),
    );
    return { root: { props: { ...fields, ...slotProps } }, content: [] };
  }, []);

  const onChange = (data: Data) => {
    const rootProps = { ...((data.root as { props?: Record<string, unknown> }).props ?? {}) };
    const slots: Record<string, StudioBlockData[]> = {};
    for (const slot of slotNames) {
      slots[slot] = ((rootProps[slot] as ComponentData[] | undefined) ?? []).map(blockOf);
      delete rootProps[slot];
    }
    delete rootProps.id;
    props.onChange({ fields: rootProps, slots });
  };

  return (
    <Puck
      config={config}
      data={initialData}
      onChange={onChange}
      viewports={[
        { width: PHONE, height: 'auto', label: props.viewportLabels.phone },
        { width: TABLET, height: 'auto', label: props.viewportLabels.tablet },
        { width: DESKTOP, height: 'auto', label: props.viewportLabels.desktop },
      ]}
      overrides={{
        headerActions: () => <>{props.headerActions}</>,
        iframe: ({ children, document }) => (
          <CanvasFrame document={document} title={props.canvasTitle}>
            {children}
          </CanvasFrame>
        ),
      }}
    />
  );
}

/** Names Puck's canvas frame (axe: frames need an accessible name) and gives it the storefront's language. */
function CanvasFrame({
  document,
  title,
  children,
}: {
  document?: Document;
  title: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const frame = document?.defaultView?.frameElement;
    if (frame) frame.setAttribute('title', title);
  }, [document, title]);
  return <>{children}</>;
}
