import { createHash } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  type MediaAsset,
  type MediaAssetDetail,
  type MediaContentType,
  type MediaList,
  type MediaListQuery,
  type MediaUsage,
  mediaAssetUrl,
  type UpdateMediaRequest,
} from '@ridgeline/contracts';
import { and, asc, count, type Db, type DbOrTx, desc, eq, ilike, or, schema, sql } from '@ridgeline/db';
import sharp from 'sharp';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';

/** Who made a change: an operator (their id), the seed or a command (`cli:<user>`). */
export interface MediaActor {
  type: 'operator' | 'cli';
  id: string;
}

type AssetRow = typeof schema.mediaAssets.$inferSelect;
const ENTITY = 'media_asset';

/** Images larger than this many pixels are refused before they are decoded (a decompression bomb guard). */
export const MEDIA_MAX_PIXELS = 60_000_000;

const SHARP_TYPES: Record<string, MediaContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const megabytes = (bytes: number) => (Math.round((bytes / 1024 / 1024) * 10) / 10).toString();

/** What the bytes are, from their first bytes (not from a name or a header the client chose). */
function sniffType(data: Buffer): string {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = data.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    return brand.startsWith('hei') || brand === 'mif1' ? 'image/heic' : 'video/mp4';
  }
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (data.subarray(0, 2).toString('latin1') === 'BM') return 'image/bmp';
  if (data.subarray(0, 4).toString('latin1') === '%PDF') return 'application/pdf';
  const head = data.subarray(0, 256).toString('utf8').trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  if (head.startsWith('<')) return 'text/html';
  return 'application/octet-stream';
}

export interface ImageFacts {
  contentType: MediaContentType;
  width: number;
  height: number;
}

/**
 * Checks an upload: at most 15 MB (MED413), a JPEG, PNG, WebP or AVIF (MED415, said with what it is),
 * and readable as one (MED400).
 */
export async function inspectImage(data: Buffer): Promise<ImageFacts> {
  if (data.length > MEDIA_MAX_BYTES) {
    throw new CommerceError('MED413', { size: megabytes(data.length), limit: megabytes(MEDIA_MAX_BYTES) });
  }
  const sniffed = sniffType(data);
  if (!['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(sniffed)) {
    throw new CommerceError('MED415', { type: sniffed });
  }
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  } catch {
    throw new CommerceError('MED400');
  }
  const contentType = meta.format === 'heif' ? 'image/avif' : SHARP_TYPES[meta.format ?? ''];
  if (!contentType || contentType !== sniffed || !meta.width || !meta.height) {
    throw new CommerceError('MED400');
  }
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new CommerceError('MED400');
  // Rotated photos: width and height as the image is shown.
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    contentType,
    width: rotated ? meta.height : meta.width,
    height: rotated ? meta.width : meta.height,
  };
}

function assetView(row: Omit<AssetRow, 'data'>): MediaAsset {
  return {
    id: row.id,
    url: mediaAssetUrl(row.id, row.revision),
    fileName: row.fileName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    checksum: row.checksum,
    alt: row.alt,
    altLocalized: row.altLocalized,
    focalX: row.focalX,
    focalY: row.focalY,
    revision: row.revision,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every column but the bytes. */
const t = schema.mediaAssets;
const summaryColumns = {
  id: t.id,
  fileName: t.fileName,
  contentType: t.contentType,
  width: t.width,
  height: t.height,
  byteSize: t.byteSize,
  checksum: t.checksum,
  alt: t.alt,
  altLocalized: t.altLocalized,
  focalX: t.focalX,
  focalY: t.focalY,
  revision: t.revision,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
  updatedBy: t.updatedBy,
  updatedAt: t.updatedAt,
};

/** The audit log keeps what an operator sees of an asset, not its bytes. */
const auditState = (view: MediaAsset) => {
  const { url: _url, createdAt: _c, updatedAt: _u, ...rest } = view;
  return rest;
};

const cleanAlt = (alt: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(alt).filter((entry): entry is [string, string] => !!entry[1]?.trim()));

export interface NewAsset {
  /** A stable id (the demo seed's); a new one when absent. */
  id?: string;
  fileName: string;
  data: Buffer;
  alt: string;
  altLocalized?: Record<string, string | undefined>;
  focalX?: number;
  focalY?: number;
}

/** Stores an uploaded image (checked by `inspectImage`) with its alt text; audited. */
export async function createAsset(db: Db, actor: MediaActor, input: NewAsset): Promise<MediaAsset> {
  const facts = await inspectImage(input.data);
  const alt = input.alt.trim();
  if (!alt) throw new CommerceError('REQ400', { field: 'alt', problem: 'is required' });
  const row = {
    id: input.id ?? newId(),
    fileName: input.fileName,
    contentType: facts.contentType,
    width: facts.width,
    height: facts.height,
    byteSize: input.data.length,
    checksum: createHash('sha256').update(input.data).digest('hex'),
    data: input.data,
    alt,
    altLocalized: cleanAlt(input.altLocalized ?? {}),
    focalX: input.focalX ?? 0.5,
    focalY: input.focalY ?? 0.5,
    createdBy: actor.id,
    updatedBy: actor.id,
  };
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(schema.mediaAssets).values(row).returning(summaryColumns);
    const view = assetView(inserted!);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'media_asset.create',
      entityType: ENTITY,
      entityId: view.id,
      after: auditState(view),
    });
    return view;
  });
}

async function assetSummary(db: DbOrTx, assetId: string): Promise<MediaAsset> {
  const [row] = await db.select(summaryColumns).from(t).where(eq(t.id, assetId));
  if (!row) throw new CommerceError('MED404');
  return assetView(row);
}

/** Whether an asset exists (the seed loads demo photos once). */
export async function assetExists(db: DbOrTx, assetId: string): Promise<boolean> {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, assetId));
  return !!row;
}

/** Assets, newest first, optionally those whose file name or alt text contains every word of `q`. */
export async function listAssets(db: DbOrTx, query: MediaListQuery): Promise<MediaList> {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const likeText = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
  const filter = words.length
    ? and(
        ...words.map((word) =>
          or(ilike(t.fileName, `%${likeText(word)}%`), ilike(t.alt, `%${likeText(word)}%`)),
        ),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(t)
      .where(filter)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(t).where(filter),
  ]);
  return { items: rows.map(assetView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** What uses an asset: products' images and the latest version of content documents. */
export async function assetUsage(db: DbOrTx, assetId: string): Promise<MediaUsage[]> {
  const pm = schema.productMedia;
  const products = await db
    .selectDistinct({ id: pm.productId, name: schema.products.name })
    .from(pm)
    .leftJoin(schema.products, eq(schema.products.id, pm.productId))
    .where(eq(pm.assetId, assetId))
    .orderBy(asc(pm.productId));
  const cd = schema.contentDocuments;
  const cv = schema.contentVersions;
  const needle = `%/api/media/assets/${assetId}%`;
  const documents = await db
    .select({ id: cd.id, name: cd.name })
    .from(cd)
    .innerJoin(cv, and(eq(cv.documentId, cd.id), eq(cv.version, cd.latestVersion)))
    .where(or(sql`${cv.fields}::text like ${needle}`, sql`${cv.localized}::text like ${needle}`))
    .orderBy(asc(cd.name))
    .limit(50);
  return [
    ...products.map((p) => ({ kind: 'product' as const, id: p.id, name: p.name?.en ?? p.id })),
    ...documents.map((d) => ({ kind: 'content' as const, id: d.id, name: d.name })),
  ];
}

/** One asset with what uses it (MED404). */
export async function assetDetail(db: DbOrTx, assetId: string): Promise<MediaAssetDetail> {
  const [asset, usedBy] = await Promise.all([assetSummary(db, assetId), assetUsage(db, assetId)]);
  return { ...asset, usedBy };
}

/** Changes alt text or focal point; a new focal point gives the asset a new revision (new rendition URLs). */
export async function updateAsset(
  db: Db,
  actor: MediaActor,
  assetId: string,
  change: UpdateMediaRequest,
): Promise<MediaAssetDetail> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select(summaryColumns).from(t).where(eq(t.id, assetId)).for('update');
    if (!locked) throw new CommerceError('MED404');
    const before = assetView(locked);
    const focalX = change.focalX ?? locked.focalX;
    const focalY = change.focalY ?? locked.focalY;
    const moved = Math.abs(focalX - locked.focalX) > 1e-6 || Math.abs(focalY - locked.focalY) > 1e-6;
    const altLocalized = change.altLocalized
      ? cleanAlt({ ...locked.altLocalized, ...change.altLocalized })
      : locked.altLocalized;
    const [updated] = await tx
      .update(t)
      .set({
        alt: change.alt?.trim() || locked.alt,
        altLocalized,
        focalX,
        focalY,
        revision: moved ? locked.revision + 1 : locked.revision,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(t.id, assetId))
      .returning(summaryColumns);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'media_asset.update',
      entityType: ENTITY,
      entityId: assetId,
      before: auditState(before),
      after: auditState(assetView(updated!)),
    });
  });
  return assetDetail(db, assetId);
}

/** Deletes an asset and its renditions; MED409, naming what uses it, while a product or content does. */
export async function deleteAsset(db: Db, actor: MediaActor, assetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select(summaryColumns).from(t).where(eq(t.id, assetId)).for('update');
    if (!locked) throw new CommerceError('MED404');
    const usedBy = await assetUsage(tx, assetId);
    if (usedBy.length > 0) {
      throw new CommerceError('MED409', {
        usedBy: usedBy
          .slice(0, 5)
          .map((u) => u.name)
          .join(', '),
        usages: usedBy,
      });
    }
    await tx.delete(schema.mediaRenditions).where(eq(schema.mediaRenditions.assetId, assetId));
    await tx.delete(t).where(eq(t.id, assetId));
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'media_asset.delete',
      entityType: ENTITY,
      entityId: assetId,
      before: auditState(assetView(locked)),
    });
  });
}

/** The original bytes and facts, for renditions and for the original's own URL. */
export async function assetOriginal(db: DbOrTx, assetId: string) {
  const [row] = await db.select().from(t).where(eq(t.id, assetId));
  if (!row) throw new CommerceError('MED404');
  return row;
}
