/**
 * Which version of a document shows at an instant (decision 067). Content is resolved at request time as
 * of `previewDateTime` or now, so a scheduled publication needs no job: it simply starts to match.
 */
export interface PublicationWindow {
  version: number;
  publishAt: Date;
  /** null: open-ended. */
  unpublishAt: Date | null;
  createdAt: Date;
}

/** A window shows from publishAt (included) until unpublishAt (excluded). */
export const isLiveAt = (window: PublicationWindow, at: Date): boolean =>
  window.publishAt.getTime() <= at.getTime() &&
  (window.unpublishAt === null || window.unpublishAt.getTime() > at.getTime());

/**
 * The publication showing at `at`: among the windows open then, the latest publishAt wins (a later
 * publication replaces an earlier one without ending it); on a tie the one made last. null: nothing shows.
 */
export function livePublication<T extends PublicationWindow>(windows: readonly T[], at: Date): T | null {
  let best: T | null = null;
  for (const window of windows) {
    if (!isLiveAt(window, at)) continue;
    if (
      !best ||
      window.publishAt.getTime() > best.publishAt.getTime() ||
      (window.publishAt.getTime() === best.publishAt.getTime() &&
        window.createdAt.getTime() > best.createdAt.getTime())
    ) {
      best = window;
    }
  }
  return best;
}

/** The first instant after `at` when what shows may change (a window starts or ends); null: never. */
export function nextBoundary(windows: readonly PublicationWindow[], at: Date): Date | null {
  let next: number | null = null;
  for (const window of windows) {
    for (const instant of [window.publishAt, window.unpublishAt]) {
      if (instant && instant.getTime() > at.getTime() && (next === null || instant.getTime() < next)) {
        next = instant.getTime();
      }
    }
  }
  return next === null ? null : new Date(next);
}

/** The earlier of two boundaries (null is "never"). */
export const earlierBoundary = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a.getTime() <= b.getTime() ? a : b;
