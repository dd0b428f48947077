// Answering "which frame will the pointer replace?" by clicking it on the
// ring: the verdict appears where the student clicked.

import { useAsked } from '../../app/asked';
import { useLab } from '../../app/lab';

export function useRingAnswer(): ((frame: number) => void) | undefined {
  const { respond } = useLab();
  const asked = useAsked();
  if (!asked || asked.response || asked.q.question.kind !== 'victim') return undefined;
  return (frame) => {
    const el = document.querySelector(`.ring-entry[data-frame="${frame}"]`)?.getBoundingClientRect();
    respond(asked.index, frame, el ? { x: el.right + 8, y: el.top } : undefined);
  };
}
