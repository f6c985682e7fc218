import { type CSSProperties, type ReactNode, useState } from 'react';
import { currentBackgroundWidth } from './background-width';
import defaultImage from './default-image.svg';
import { useMinioFile } from './media';
import type { PageComponent } from './page-config';

/** Position, size, stacking and font of a placed component on the 1920×1080 stage. */
export function placement(component: PageComponent, extra: CSSProperties = {}): CSSProperties {
  return {
    position: 'absolute',
    left: component.x,
    top: component.y,
    width: component.w,
    height: component.h,
    zIndex: component.z,
    ...(component.fontSize !== null ? { fontSize: component.fontSize } : {}),
    ...(component.fontColor !== null ? { color: component.fontColor } : {}),
    ...extra,
  };
}

/** The component's own style (configuration), applied to its visible box. */
export function ownStyle(component: PageComponent): CSSProperties {
  return component.style as CSSProperties;
}

/**
 * An image of the configuration. Images whose failure the seed names (wechat, filing, video
 * poster) fall back to the default image; the others are left out.
 */
function ConfiguredImage({
  fileName,
  withFallback,
  className,
  style,
  width,
}: {
  fileName: string | null;
  withFallback: boolean;
  className?: string;
  style?: CSSProperties;
  /** Fetch the picture sized for the screen (the background). */
  width?: number;
}) {
  const media = useMinioFile(fileName, width);
  if (media.status === 'ready')
    return (
      <img
        className={className}
        style={style}
        src={media.url}
        alt=""
        draggable={false}
        onError={(event) => {
          if (withFallback && event.currentTarget.src !== defaultImage)
            event.currentTarget.src = defaultImage;
        }}
      />
    );
  if (media.status === 'failed' && withFallback)
    return <img className={className} style={style} src={defaultImage} alt="" draggable={false} />;
  return null;
}

function Text({
  component,
  children,
  style,
}: {
  component: PageComponent;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      className="jt-login-text"
      data-component={component.component}
      style={placement(component, { lineHeight: `${component.h}px`, ...ownStyle(component), ...style })}
    >
      {children ?? component.textContent}
    </div>
  );
}

/** The components that only show something: logo, titles, form background, footer, wechat, filing. */
export function PlacedComponent({ component }: { component: PageComponent }) {
  switch (component.component) {
    case 'logo':
      return (
        <div style={placement(component)}>
          <ConfiguredImage
            fileName={component.imageName}
            withFallback={false}
            className="jt-login-fill"
            style={{ objectFit: 'contain', ...ownStyle(component) }}
          />
        </div>
      );
    case 'logoTitle':
    case 'formTitle':
    case 'company':
    case 'organizer':
    case 'webCode':
      return <Text component={component} />;
    case 'gradientTitle': {
      // The gradient paints the letters, not the box.
      const { backgroundImage, ...boxStyle } = component.style;
      return (
        <Text component={{ ...component, style: boxStyle }}>
          <span
            className={backgroundImage ? 'jt-login-gradient' : undefined}
            style={backgroundImage ? { backgroundImage: String(backgroundImage) } : undefined}
          >
            {component.textContent}
          </span>
        </Text>
      );
    }
    case 'formBackground':
      return (
        <div className="jt-login-form-bg" style={placement(component, ownStyle(component))}>
          <ConfiguredImage
            fileName={component.imageName}
            withFallback={false}
            className="jt-login-fill jt-login-cover"
          />
        </div>
      );
    case 'wechat':
      return (
        <figure className="jt-login-wechat" style={placement(component, ownStyle(component))}>
          <ConfiguredImage
            fileName={component.imageName}
            withFallback
            className="jt-login-wechat__image"
            style={{ width: component.w, height: component.w }}
          />
          {component.textContent ? <figcaption>{component.textContent}</figcaption> : null}
        </figure>
      );
    case 'filingNumber':
      return (
        <div
          className="jt-login-filing"
          style={placement(component, {
            lineHeight: `${component.h}px`,
            justifyContent: textAlignToFlex(component.style.textAlign),
            ...ownStyle(component),
          })}
        >
          {component.imageName ? (
            <ConfiguredImage
              fileName={component.imageName}
              withFallback
              className="jt-login-filing__icon"
              style={{ height: Math.min(component.h, (component.fontSize ?? 14) + 4) }}
            />
          ) : null}
          <span>{component.textContent}</span>
        </div>
      );
    default:
      return null;
  }
}

function textAlignToFlex(align: unknown): CSSProperties['justifyContent'] {
  if (align === 'center') return 'center';
  if (align === 'right' || align === 'end') return 'flex-end';
  return 'flex-start';
}

/**
 * The background: an image, or a video with its poster (the poster falls back to the default
 * image). A background covering the whole design fills the whole window, so a window of another
 * shape shows no bars; otherwise it is placed like any component.
 */
export function Background({ component, fullWindow }: { component: PageComponent; fullWindow: boolean }) {
  const video = useMinioFile(component.videoName);
  const poster = useMinioFile(component.videoName ? component.coverPhotoName : null);
  const style: CSSProperties = fullWindow ? { position: 'absolute', inset: 0 } : placement(component);
  const fit = { objectFit: (component.style.objectFit as CSSProperties['objectFit']) ?? 'cover' };
  // Read once per mount, as the boot's prefetch did: a resize does not fetch the picture again.
  const [backgroundWidth] = useState(currentBackgroundWidth);
  if (component.videoName) {
    const posterUrl =
      poster.status === 'ready' ? poster.url : poster.status === 'failed' ? defaultImage : undefined;
    if (video.status === 'ready')
      return (
        <div className="jt-login-background" style={style}>
          <video
            className="jt-login-fill"
            style={fit}
            src={video.url}
            poster={posterUrl}
            autoPlay
            muted
            loop
            playsInline
          />
        </div>
      );
    return (
      <div className="jt-login-background" style={style}>
        {posterUrl ? (
          <img
            className="jt-login-fill"
            style={fit}
            src={posterUrl}
            alt=""
            onError={(event) => {
              if (event.currentTarget.src !== defaultImage) event.currentTarget.src = defaultImage;
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div className="jt-login-background" style={style}>
      <ConfiguredImage
        fileName={component.imageName}
        withFallback={false}
        className="jt-login-fill"
        style={fit}
        width={backgroundWidth}
      />
    </div>
  );
}
