import type { Segment } from './text';

/**
 * Printed text: Arabic pieces flow with the line, numbers, dates and codes sit in their own `<bdi>` so
 * they keep their true order inside Arabic text (on screen, in print and in the PDF).
 */
export function PrintSegments({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.dir ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one text.
      <bdi key={index} dir={segment.dir}>
        {segment.text}
      </bdi>
    ) : (
      segment.text
    ),
  );
}
