import {
  MEDIA_QUALITY_1X,
  mediaRenditionUrl,
  parseMediaAssetUrl,
  snapMediaDimension,
} from '@ridgeline/contracts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/hooks.ts';
import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { frameProps, videoPosterFrame } from '../../image-sizes.ts';
import { cssColor } from '../../links.tsx';

type VideoProps = BlockProps<'video' | 'video-player'>;
type Fields = VideoProps['block']['fields'];

/**
 * A hosted video's poster: a media-library image as one JPEG rendition at the video's size (at most the
 * container's width; a poster has no srcset), any other URL as it is.
 */
function posterUrl(url: string, width: number, height: number): string {
  const asset = parseMediaAssetUrl(url);
  if (!asset) return url;
  const shown = Math.min(width, 1320);
  return mediaRenditionUrl(asset, {
    width: snapMediaDimension(shown),
    height: snapMediaDimension(Math.round((shown * height) / width)),
    format: 'jpeg',
    quality: MEDIA_QUALITY_1X,
  });
}

/** Track kinds of the content schema as HTML track kinds: transcripts are the captions of the video. */
const TRACK_KIND = { transcripts: 'captions', chapters: 'chapters' } as const;

/** The hosted file of a video: a Cloudinary asset of the video platform, else the media URL. */
export function hostedVideoUrl(fields: Fields): string | null {
  if (fields.cloudinaryAsset) {
    const { cloudName, publicId } = fields.cloudinaryAsset;
    return `https://res.cloudinary.com/${encodeURIComponent(cloudName)}/video/upload/${publicId
      .split('/')
      .map(encodeURIComponent)
      .join('/')}.mp4`;
  }
  const url = fields.media.lg?.url ?? fields.media.md?.url ?? fields.media.sm?.url;
  return url && /\.(mp4|webm)(\?|$)/i.test(url) ? url : null;
}

/** A poster image among the media (an image file, not the video itself). */
function posterOf(fields: Fields) {
  return [fields.media.lg, fields.media.md, fields.media.sm].find(
    (media) => media && !/\.(mp4|webm)(\?|$)/i.test(media.url),
  );
}

/**
 * Video (spec 3 sections 3 and 4): a YouTube video as a lite embed (a poster button; the player, its
 * scripts and cookies load only when the shopper presses play), or a hosted video with its caption and
 * chapter tracks, autoplaying muted and looped by default (the player settings).
 */
export function VideoBlock({ block, position }: VideoProps) {
  const { fields } = block;
  const width = fields.width ?? 1280;
  const height = fields.height ?? 720;
  const p = fields.paddings;
  const style = {
    backgroundColor: cssColor(fields.backgroundColor),
    '--video-pad-sm': `${p?.sm ?? 0}px`,
    '--video-pad-md': `${p?.md ?? p?.sm ?? 0}px`,
    '--video-pad-lg': `${p?.lg ?? p?.md ?? p?.sm ?? 0}px`,
  } as CSSProperties;
  const title = fields.seoTitle ?? block.name;
  return (
    <section
      className={`content-video${fields.isFullWidth ? ' content-video-full' : ' container'}`}
      style={style}
      aria-label={title}
    >
      <div className="content-video-frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {fields.source === 'youtube' && fields.youtubeId ? (
          <LiteYouTube id={fields.youtubeId} title={title} fields={fields} width={width} height={height} />
        ) : (
          <HostedVideo fields={fields} title={title} width={width} height={height} lazy={position > 0} />
        )}
      </div>
      {fields.seoDescription ? <p className="content-video-description">{fields.seoDescription}</p> : null}
    </section>
  );
}

function LiteYouTube({
  id,
  title,
  fields,
  width,
  height,
}: {
  id: string;
  title: string;
  fields: Fields;
  width: number;
  height: number;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    const settings = fields.playerSettings;
    const query = new URLSearchParams({
      autoplay: '1',
      playsinline: '1',
      rel: '0',
      controls: settings.hideControls ? '0' : '1',
      ...(settings.loop ? { loop: '1', playlist: id } : {}),
      ...(settings.muted ? { mute: '1' } : {}),
    });
    return (
      <iframe
        className="content-video-player"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query}`}
        title={title}
        width={width}
        height={height}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  const poster = posterOf(fields) ?? { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, alt: '' };
  return (
    <button
      type="button"
      className="content-video-poster"
      onClick={() => setPlaying(true)}
      aria-label={t('discovery.content.playVideo', { title })}
    >
      <ContentImage
        media={{ ...poster, alt: '' }}
        {...frameProps(videoPosterFrame(width, height))}
        className="content-video-poster-image"
      />
      <span className="content-video-play" aria-hidden="true" />
    </button>
  );
}

/**
 * A hosted video. Above the fold it autoplays (when its settings say so and the shopper has not asked for
 * reduced motion); further down it loads nothing until it scrolls into view. Without controls, a
 * pause/play button keeps a moving video stoppable (WCAG 2.2.2).
 */
function HostedVideo({
  fields,
  title,
  width,
  height,
  lazy,
}: {
  fields: Fields;
  title: string;
  width: number;
  height: number;
  lazy: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);
  const settings = fields.playerSettings;
  const src = hostedVideoUrl(fields);
  const poster = posterOf(fields);

  useEffect(() => {
    const video = ref.current;
    if (!video || !settings.autoplay) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const play = () => {
      video.play().catch((error: unknown) => console.warn('video play failed', error));
    };
    if (!lazy || typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        play();
      }
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [lazy, settings.autoplay]);

  if (!src) return null;
  return (
    <>
      <video
        ref={ref}
        className="content-video-player"
        src={src}
        poster={poster ? posterUrl(poster.url, width, height) : undefined}
        width={width}
        height={height}
        muted={settings.muted}
        loop={settings.loop}
        controls={!settings.hideControls}
        playsInline
        preload={lazy ? 'none' : 'metadata'}
        aria-label={title}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        {fields.tracks.map((track) => (
          <track
            key={`${track.kind}-${track.srclang}-${track.src}`}
            src={track.src}
            kind={TRACK_KIND[track.kind]}
            srcLang={track.srclang}
            label={track.label}
          />
        ))}
      </video>
      {settings.hideControls ? (
        <button
          type="button"
          className="content-video-toggle button button-small button-light"
          onClick={() => {
            const video = ref.current;
            if (!video) return;
            if (video.paused)
              video.play().catch((error: unknown) => console.warn('video play failed', error));
            else video.pause();
          }}
        >
          {paused ? t('discovery.content.resumeVideo') : t('discovery.content.pauseVideo')}
        </button>
      ) : null}
    </>
  );
}
