import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (optimised srcset, sizes, lazy loading, width and height that reserve the space)
 * rendered on the server as a plain <img>, with none of the Image component's client JavaScript (about
 * 5.6 KB gzip on every page that uses it). For images that need no load or error handler. `priority`
 * still marks the image eager and high priority, but adds no preload link: pages whose largest paint is a
 * photo (the home hero) keep next/image.
 */
export function ServerImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
  // The alt text is in imageProps (getImageProps passes it through); next/image is what made these props.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...imageProps} />;
}
