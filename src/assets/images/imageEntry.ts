/** One row of the generated image table (imageTable.ts). */
export interface ImageEntry {
  /** Intrinsic size of the source, in CSS pixels. */
  width: number;
  height: number;
  /** Widths of the generated WebP files (/images/<id>-<width>.webp). */
  widths: readonly number[];
  /** JPEG or PNG for browsers without WebP. */
  fallback: string;
  /** Drawn (an SVG source), not a photo: its description says so ("Illustration: …"). */
  illustration: boolean;
}
