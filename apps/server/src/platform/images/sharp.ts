import type Sharp from "sharp";

type SharpModule = typeof Sharp;

let loading: Promise<SharpModule> | undefined;

/**
 * sharp (libvips), loaded on first use: loading it maps libvips and its codecs, about 30 MiB of
 * resident memory, which a process that renders no image (most requests, every bench scenario) need
 * not carry (bench/profiles/memory.md). Its operation cache is off: originals arrive as buffers and
 * every rendered variant is kept on disk (image-cache.ts), so libvips' own cache (up to 50 MB by
 * default) would only hold pixels no later render asks for again.
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import("sharp").then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
