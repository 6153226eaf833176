import { imageUrl } from '../../shared/images/image-url.ts';
import { isMember } from '../../shared/membership/is-member.ts';

/**
 * A person's or a publication's picture, cropped square; without one, their initial on a tint
 * chosen from the name, so a page of writers without pictures still tells them apart. A member's
 * carries the member star (the specification: "a value above 0 shows a member star on the avatar").
 */
export function Avatar({
  imageId,
  name,
  size,
  memberSince = null,
}: {
  imageId: string | null;
  name: string;
  size: number;
  memberSince?: number | null;
}) {
  const face = <Face imageId={imageId} name={name} size={size} />;
  if (!isMember(memberSince)) return face;
  return (
    <span className="avatar-frame">
      {face}
      <span className="avatar-frame__star" role="img" aria-label="Member" title="Member" />
    </span>
  );
}

function Face({ imageId, name, size }: { imageId: string | null; name: string; size: number }) {
  if (imageId) {
    const oneX = imageUrl(imageId, { width: size, height: size, strategy: 'crop' });
    // The 1x candidate is named in srcSet too: React preloads from srcSet alone, and without it a
    // 1x screen would preload the 2x file and then fetch src as well.
    return (
      <img
        className="avatar"
        src={oneX}
        srcSet={`${oneX} 1x, ${imageUrl(imageId, { width: size, height: size, strategy: 'crop', pixelRatio: 2 })} 2x`}
        width={size}
        height={size}
        alt=""
      />
    );
  }
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size * 0.45, backgroundColor: `hsl(${hue} 45% 88%)` }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
