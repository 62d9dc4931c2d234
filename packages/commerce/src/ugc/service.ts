import {
  UGC_REPORT_THRESHOLD,
  type UgcCreateUserRequest,
  type UgcMedia,
  type UgcMediaStatus,
  type UgcSize,
  type UgcStashRequest,
  type UgcStream,
  type UgcUploadRequest,
  type UgcUser,
  ugcUploadRequestSchema,
} from '@ridgeline/contracts';
import {
  and,
  asc,
  type Db,
  type DbOrTx,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  or,
  type SQL,
  schema,
  sql,
} from '@ridgeline/db';
import { categoryExists, productsForTagging } from '../catalog/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { processPhoto } from './process.ts';

const users = schema.ugcUsers;
const media = schema.ugcMedia;
const files = schema.ugcMediaFiles;
const tags = schema.ugcMediaTags;
const stashes = schema.ugcStashes;
const stashMedia = schema.ugcStashMedia;
const reports = schema.ugcReports;

/**
 * Who is looking: the signed-in shopper (their own photos, pending or rejected, are theirs to see) and
 * whether they moderate. Everyone else sees approved photos that reports have not hidden.
 */
export interface UgcViewer {
  customerId: string | null;
  moderator: boolean;
}

export const PUBLIC_VIEWER: UgcViewer = { customerId: null, moderator: false };

/** Where the service is mounted ('' alone, '/ugc' in-process): image URLs start with it. */
export interface UgcContext {
  base: string;
  viewer: UgcViewer;
}

const publicCondition = and(eq(media.status, 'approved'), isNull(media.hiddenAt)) as SQL;

function visibleTo(viewer: UgcViewer): SQL {
  if (viewer.moderator) return sql`true`;
  if (!viewer.customerId) return publicCondition;
  return or(publicCondition, eq(users.customerId, viewer.customerId)) as SQL;
}

/** Markup in a caption is refused (UGC411): captions are shown as text, and a tag in one is never meant. */
const MARKUP = /<\s*\/?\s*[a-z!?]|&#?[a-z0-9]+;|javascript:/i;

export function cleanCaption(caption: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const text = caption.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (MARKUP.test(text)) throw new CommerceError('UGC411');
  return text;
}

function userView(row: typeof users.$inferSelect): UgcUser {
  return { id: row.id, displayName: row.displayName, licenceAcceptedAt: row.licenceAcceptedAt.toISOString() };
}

/** A signed-in shopper becomes a contributor by accepting the licence (UGC410); once (UGC413). */
export async function createUser(db: Db, customerId: string, input: UgcCreateUserRequest): Promise<UgcUser> {
  if (!input.acceptLicence) throw new CommerceError('UGC410');
  const [row] = await db
    .insert(users)
    .values({
      id: `ugu_${newId().replaceAll('-', '')}`,
      customerId,
      displayName: input.displayName.trim(),
      licenceAcceptedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new CommerceError('UGC413');
  return userView(row);
}

/** The shopper's contributor profile, if they have one. */
export async function userOfCustomer(db: DbOrTx, customerId: string): Promise<UgcUser | null> {
  const [row] = await db.select().from(users).where(eq(users.customerId, customerId));
  return row ? userView(row) : null;
}

/**
 * Uploads a photo to the caller's own profile: UGC407 for an unknown profile, UGC403 for somebody else's,
 * UGC410 without the licence, UGC411 for markup in the caption, UGC400 for an unknown tagged product, and
 * the file checks of `processPhoto`. The photo is pending: only its uploader and moderators see it.
 */
export async function uploadMedia(
  db: Db,
  ctx: UgcContext,
  userId: string,
  request: UgcUploadRequest,
): Promise<UgcMedia> {
  const input = ugcUploadRequestSchema.parse(request);
  const [owner] = await db.select().from(users).where(eq(users.id, userId));
  if (!owner) throw new CommerceError('UGC407');
  if (owner.customerId !== ctx.viewer.customerId) throw new CommerceError('UGC403');
  if (!input.acceptLicence) throw new CommerceError('UGC410');
  const caption = cleanCaption(input.caption);
  const tagged = [...new Map(input.tags.map((tag) => [tag.productId, tag])).values()];
  const products = await productsForTagging(
    db,
    tagged.map((tag) => tag.productId),
  );
  const unknown = tagged.find((tag) => !products.has(tag.productId));
  if (unknown) throw new CommerceError('UGC400', { productId: unknown.productId });
  const processed = await processPhoto(Buffer.from(input.data, 'base64'));
  const large = processed.find((file) => file.size === 'large')!;
  const id = `ugm_${newId().replaceAll('-', '')}`;
  await db.transaction(async (tx) => {
    await tx.insert(media).values({
      id,
      userId,
      status: 'pending',
      caption,
      width: large.width,
      height: large.height,
      licenceAcceptedAt: new Date(),
    });
    await tx.insert(files).values(processed.map((file) => ({ mediaId: id, ...file })));
    if (tagged.length > 0) {
      await tx.insert(tags).values(
        tagged.map((tag, position) => ({
          mediaId: id,
          productId: tag.productId,
          categoryIds: products.get(tag.productId)!.categoryIds,
          x: tag.x,
          y: tag.y,
          position,
        })),
      );
    }
  });
  const [view] = await mediaViews(db, ctx, [id]);
  return view!;
}

/** Views of these photos (in the order given), with their uploader, sizes and tags. */
async function mediaViews(db: DbOrTx, ctx: UgcContext, ids: string[]): Promise<UgcMedia[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: media.id,
      status: media.status,
      caption: media.caption,
      createdAt: media.createdAt,
      userId: users.id,
      displayName: users.displayName,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.userId))
    .where(inArray(media.id, ids));
  const sizes = await db
    .select({ mediaId: files.mediaId, size: files.size, width: files.width, height: files.height })
    .from(files)
    .where(inArray(files.mediaId, ids));
  const tagRows = await db
    .select({ mediaId: tags.mediaId, productId: tags.productId, x: tags.x, y: tags.y })
    .from(tags)
    .where(inArray(tags.mediaId, ids))
    .orderBy(asc(tags.mediaId), asc(tags.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const image = (size: UgcSize) => {
      const file = sizes.find((s) => s.mediaId === id && s.size === size);
      return {
        url: `${ctx.base}/media/${id}/files/${size}`,
        width: file?.width ?? 0,
        height: file?.height ?? 0,
      };
    };
    return [
      {
        id,
        status: row.status as UgcMediaStatus,
        caption: row.caption,
        user: { id: row.userId, displayName: row.displayName },
        images: { thumb: image('thumb'), large: image('large') },
        tags: tagRows
          .filter((tag) => tag.mediaId === id)
          .map((tag) => ({ productId: tag.productId, x: tag.x, y: tag.y })),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

export interface MediaFilter {
  productId?: string | undefined;
  categoryId?: string | undefined;
  stashId?: string | undefined;
  customerId?: string | undefined;
  status?: UgcMediaStatus | undefined;
}

/** The newest photos the viewer may see that match the filter (approved ones by approval time). */
export async function recentMedia(
  db: DbOrTx,
  ctx: UgcContext,
  filter: MediaFilter,
  count: number,
): Promise<UgcMedia[]> {
  const conditions: SQL[] = [visibleTo(ctx.viewer)];
  if (filter.productId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(tags)
          .where(and(eq(tags.mediaId, media.id), eq(tags.productId, filter.productId))),
      ),
    );
  }
  if (filter.categoryId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(tags)
          .where(
            and(
              eq(tags.mediaId, media.id),
              sql`${tags.categoryIds} @> ${JSON.stringify([filter.categoryId])}::jsonb`,
            ),
          ),
      ),
    );
  }
  if (filter.stashId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(stashMedia)
          .where(and(eq(stashMedia.mediaId, media.id), eq(stashMedia.stashId, filter.stashId))),
      ),
    );
  }
  if (filter.customerId) conditions.push(eq(users.customerId, filter.customerId));
  if (filter.status) conditions.push(eq(media.status, filter.status));
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .innerJoin(users, eq(users.id, media.userId))
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${media.moderatedAt}, ${media.createdAt})`), desc(media.id))
    .limit(count);
  return mediaViews(
    db,
    ctx,
    rows.map((row) => row.id),
  );
}

/** GET /categories/media/recent: per category (one, or those of the newest photos), its newest photos. */
export async function categoriesRecent(
  db: DbOrTx,
  ctx: UgcContext,
  categoryId: string | undefined,
  count: number,
): Promise<{ categoryId: string; media: UgcMedia[] }[]> {
  if (categoryId) {
    if (!(await categoryExists(db, categoryId))) throw new CommerceError('UGC408');
    return [{ categoryId, media: await recentMedia(db, ctx, { categoryId }, count) }];
  }
  // The product's own category is the last of a tag's categories.
  const rows = await db
    .selectDistinct({ categoryId: sql<string>`${tags.categoryIds}->>-1` })
    .from(tags)
    .innerJoin(media, eq(media.id, tags.mediaId))
    .where(publicCondition);
  const ids = rows.map((row) => row.categoryId).filter(Boolean);
  ids.sort();
  return Promise.all(
    ids
      .slice(0, 24)
      .map(async (id) => ({ categoryId: id, media: await recentMedia(db, ctx, { categoryId: id }, count) })),
  );
}

/** A stream by id: product-{id}, category-{id} or a stash. UGC406 for one that does not exist. */
export async function streamOf(db: DbOrTx, streamId: string): Promise<UgcStream> {
  if (streamId.startsWith('product-')) {
    const productId = streamId.slice('product-'.length);
    const found = await productsForTagging(db, [productId]);
    if (!found.has(productId)) throw new CommerceError('UGC406');
    return { id: streamId, kind: 'product', title: null, productId, categoryId: null };
  }
  if (streamId.startsWith('category-')) {
    const categoryId = streamId.slice('category-'.length);
    if (!(await categoryExists(db, categoryId))) throw new CommerceError('UGC406');
    return { id: streamId, kind: 'category', title: null, productId: null, categoryId };
  }
  const [stash] = await db.select().from(stashes).where(eq(stashes.id, streamId));
  if (!stash) throw new CommerceError('UGC406');
  return { id: stash.id, kind: 'curated', title: stash.title, productId: null, categoryId: null };
}

/** GET /streams/{streamId}/media/recent. */
export async function streamMedia(db: DbOrTx, ctx: UgcContext, streamId: string, count: number) {
  const stream = await streamOf(db, streamId);
  const filter: MediaFilter =
    stream.kind === 'product'
      ? { productId: stream.productId! }
      : stream.kind === 'category'
        ? { categoryId: stream.categoryId! }
        : { stashId: stream.id };
  return { stream, media: await recentMedia(db, ctx, filter, count) };
}

async function requireVisible(db: DbOrTx, viewer: UgcViewer, mediaId: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .innerJoin(users, eq(users.id, media.userId))
    .where(and(eq(media.id, mediaId), visibleTo(viewer)));
  if (!row) throw new CommerceError('UGC404');
}

/** One photo as a viewer may see it (UGC404 otherwise). */
export async function mediaOf(db: DbOrTx, ctx: UgcContext, mediaId: string): Promise<UgcMedia> {
  await requireVisible(db, ctx.viewer, mediaId);
  const [view] = await mediaViews(db, ctx, [mediaId]);
  return view!;
}

/** GET /media/{mediaId}/streams: the streams a photo appears in (its products', their categories', stashes). */
export async function streamsOfMedia(db: DbOrTx, viewer: UgcViewer, mediaId: string): Promise<UgcStream[]> {
  await requireVisible(db, viewer, mediaId);
  const tagRows = await db
    .select({ productId: tags.productId, categoryIds: tags.categoryIds })
    .from(tags)
    .where(eq(tags.mediaId, mediaId))
    .orderBy(asc(tags.position));
  const stashRows = await db
    .select({ id: stashes.id, title: stashes.title })
    .from(stashMedia)
    .innerJoin(stashes, eq(stashes.id, stashMedia.stashId))
    .where(eq(stashMedia.mediaId, mediaId))
    .orderBy(asc(stashes.createdAt));
  const categories = [
    ...new Set(tagRows.map((tag) => tag.categoryIds.at(-1)).filter((id) => !!id)),
  ] as string[];
  return [
    ...tagRows.map((tag) => ({
      id: `product-${tag.productId}`,
      kind: 'product' as const,
      title: null,
      productId: tag.productId,
      categoryId: null,
    })),
    ...categories.map((categoryId) => ({
      id: `category-${categoryId}`,
      kind: 'category' as const,
      title: null,
      productId: null,
      categoryId,
    })),
    ...stashRows.map((stash) => ({
      id: stash.id,
      kind: 'curated' as const,
      title: stash.title,
      productId: null,
      categoryId: null,
    })),
  ];
}

/**
 * A shopper reports a photo they can see (UGC404 otherwise), once (UGC409). At UGC_REPORT_THRESHOLD
 * reports the photo is hidden from the public until a moderator looks at it.
 */
export async function reportMedia(
  db: Db,
  viewer: UgcViewer & { customerId: string },
  mediaId: string,
  reason: string,
): Promise<void> {
  await requireVisible(db, viewer, mediaId);
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reports)
      .values({ mediaId, reporterId: viewer.customerId, reason })
      .onConflictDoNothing()
      .returning({ mediaId: reports.mediaId });
    if (!inserted) throw new CommerceError('UGC409');
    await tx
      .update(media)
      .set({
        reportCount: sql`${media.reportCount} + 1`,
        hiddenAt: sql`case when ${media.reportCount} + 1 >= ${UGC_REPORT_THRESHOLD} then coalesce(${media.hiddenAt}, now()) else ${media.hiddenAt} end`,
      })
      .where(eq(media.id, mediaId));
  });
}

/** An editor saves a selection of approved photos as a curated stream (UGC404 for any other id). */
export async function createStash(db: Db, editorId: string, input: UgcStashRequest): Promise<UgcStream> {
  const ids = [...new Set(input.mediaIds)];
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), publicCondition));
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing) throw new CommerceError('UGC404', { mediaId: missing });
  const id = `stash-${newId().replaceAll('-', '')}`;
  await db.transaction(async (tx) => {
    await tx.insert(stashes).values({ id, title: input.title.trim(), createdBy: editorId });
    await tx.insert(stashMedia).values(ids.map((mediaId, position) => ({ stashId: id, mediaId, position })));
  });
  return { id, kind: 'curated', title: input.title.trim(), productId: null, categoryId: null };
}

/** A photo's file at a size, to a viewer who may see the photo (UGC404 otherwise). */
export async function mediaFile(db: DbOrTx, viewer: UgcViewer, mediaId: string, size: UgcSize) {
  await requireVisible(db, viewer, mediaId);
  const [file] = await db
    .select({ data: files.data, contentType: files.contentType, checksum: files.checksum })
    .from(files)
    .where(and(eq(files.mediaId, mediaId), eq(files.size, size)));
  if (!file) throw new CommerceError('UGC404');
  return { data: file.data, contentType: file.contentType, etag: `"${file.checksum}"` };
}

/** A moderator's decision on a photo (the back-office's queue calls it; UGC404 for an unknown photo). */
export async function moderateMedia(
  db: DbOrTx,
  moderatorId: string,
  mediaId: string,
  decision: { status: 'approved' | 'rejected'; reason?: string },
): Promise<void> {
  const [row] = await db
    .update(media)
    .set({
      status: decision.status,
      rejectReason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
      hiddenAt: null,
      // An approval answers the reports so far: the threshold counts the ones that come after it.
      ...(decision.status === 'approved' ? { reportCount: 0 } : {}),
      moderatedBy: moderatorId,
      moderatedAt: new Date(),
    })
    .where(eq(media.id, mediaId))
    .returning({ id: media.id });
  if (!row) throw new CommerceError('UGC404');
}
