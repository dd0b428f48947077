// The free block pool and the blocks being pulled and pushed (Corbató 1968,
// Figure 2): where blocks are when they are not on the ring. A long list
// names its first blocks and says how many more it holds.
import type { Snapshot } from '../../sim/snapshot';

/** The most blocks a list names. */
const NAMED = 48;

function FrameList({ label, frames, empty }: { label: string; frames: number[]; empty: string }) {
  return (
    <div className="frame-list" data-list={label}>
      <span className="list-label">{label}</span>
      {frames.length === 0 ? (
        <span className="muted">{empty}</span>
      ) : (
        frames.slice(0, NAMED).map((f) => (
          <span key={f} className="block">
            f{f}
          </span>
        ))
      )}
      {frames.length > NAMED && <span className="muted">and {(frames.length - NAMED).toLocaleString('en')} more</span>}
    </div>
  );
}

/** `pool`: whether the scenario keeps a free pool (without one, a fault takes the pointer's block at once). */
export function FrameLists({ snap, pool }: { snap: Snapshot; pool: boolean }) {
  const pulling = snap.frames.filter((f) => f.state === 'pulling').map((f) => f.frame);
  const pushing = snap.frames.filter((f) => f.state === 'pushing').map((f) => f.frame);
  return (
    <div className="lists">
      <FrameList label={pool ? 'free pool' : 'free blocks'} frames={snap.freePool} empty="empty" />
      <FrameList label="pull list ↓" frames={pulling} empty="none" />
      <FrameList label="push list ↑" frames={pushing} empty="none" />
    </div>
  );
}
