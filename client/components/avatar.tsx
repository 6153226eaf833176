import { imageUrl } from '../../shared/images/image-url.ts';

/**
 * A person's or a publication's picture, cropped square; without one, their initial on a tint
 * chosen from the name, so a page of writers without pictures still tells them apart.
 */
export function Avatar({ imageId, name, size }: { imageId: string | null; name: string; size: number }) {
  if (imageId) {
    return (
      <img
        className="avatar"
        src={imageUrl(imageId, { width: size, height: size, strategy: 'crop' })}
        srcSet={`${imageUrl(imageId, { width: size, height: size, strategy: 'crop', pixelRatio: 2 })} 2x`}
        width={size}
        height={size}
        alt=""
      />
    );
  }
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span className="avatar avatar--initial" style={{ width: size, height: size, fontSize: size * 0.45, backgroundColor: `hsl(${hue} 45% 88%)` }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
