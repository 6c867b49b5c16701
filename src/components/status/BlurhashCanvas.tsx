// A blurhash placeholder decoded to a tiny canvas (32×32, scaled by CSS), only once it nears the viewport.
// The decoder is loaded on first use, off the startup path (the canvas stays blank until then, as it does anyway
// until it nears the viewport).
import { useEffect, useRef } from 'react';

const SIZE = 32;

export function BlurhashCanvas({ hash, className }: { hash: string | null; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !hash) return;
    const draw = () => {
      void import('blurhash').then((decoder) => paint(decoder, canvas, hash));
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          draw();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(canvas);
    return () => io.disconnect();
  }, [hash]);
  return <canvas ref={ref} className={className ?? 'blurhash'} width={SIZE} height={SIZE} />;
}

function paint(decoder: typeof import('blurhash'), canvas: HTMLCanvasElement, hash: string): void {
  const { decode, isBlurhashValid } = decoder;
  // Section 5: an invalid hash is logged, never thrown into the render.
  if (!isBlurhashValid(hash).result) {
    console.warn('blurhash decode error', hash);
    return;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const pixels = decode(hash, SIZE, SIZE);
  const image = ctx.createImageData(SIZE, SIZE);
  image.data.set(pixels);
  ctx.putImageData(image, 0, 0);
}
